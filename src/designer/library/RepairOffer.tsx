/**
 * The repairs for the open template (src/templates/repairs), shown where an import reports its outcome: what each
 * would change, and one button that applies them all as one undo step. Stock pdfme prints these templates as they
 * are, so this is an offer beside the warnings, never a condition for opening or rendering.
 */
import { useMemo, useState } from 'react';
import { plannedRepairs, repairTemplate } from '../../templates/repairs';
import { designer, useDoc } from '../store';
import { library } from './instance';

export function RepairOffer() {
  const doc = useDoc((current) => current);
  const planned = useMemo(() => plannedRepairs(doc), [doc]);
  const [repaired, setRepaired] = useState<{ doc: unknown; count: number } | null>(null);

  if (planned.length === 0) {
    // Shown only while the document is the one the repair made; any later edit or undo hides it.
    if (!repaired || repaired.doc !== doc) return null;
    return (
      <p className="panel__note" role="status">
        Repaired {repaired.count} {repaired.count === 1 ? 'thing' : 'things'}. Undo puts the template back as it was imported.
      </p>
    );
  }
  const repair = () => {
    designer.run(repairTemplate, undefined);
    library.dismissMessage();
    setRepaired({ doc: designer.getDoc(), count: planned.length });
  };
  return (
    <section className="panel__note" aria-label="Repairs">
      <p style={{ margin: 0 }}>
        pdfme prints this template as it is. Repair tidies {planned.length} {planned.length === 1 ? 'thing' : 'things'} Platen
        warns about, without changing the printed words:
      </p>
      <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
        {planned.slice(0, 8).map((change) => (
          <li key={change.path.join('.')}>{change.message}</li>
        ))}
        {planned.length > 8 && <li>…and {planned.length - 8} more.</li>}
      </ul>
      <button type="button" onClick={repair}>
        Repair
      </button>
    </section>
  );
}
