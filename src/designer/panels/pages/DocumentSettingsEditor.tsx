/**
 * Pages → Document: the standard every PDF of the template is written to (None, PDF/A-2b, PDF/A-3b) and, for PDF/A,
 * the title its files carry (fixed text or {column} placeholders; empty: the template's name). Each an undoable step.
 */
import { setDocumentStandard } from '../../../templates/commands/setDocumentStandard';
import { setTemplateMeta } from '../../../templates/commands/setTemplateMeta';
import { DOCUMENT_STANDARDS, STANDARD_LABELS, isDocumentStandard } from '../../../templates/documentStandard';
import { designer, useDoc } from '../../store';
import { DraftField, SelectField } from '../../ui/inputs';

const NONE = 'none';
const OPTIONS = [{ value: NONE, label: 'None' }, ...DOCUMENT_STANDARDS.map((standard) => ({ value: standard, label: STANDARD_LABELS[standard] }))];

export function DocumentSettingsEditor() {
  const standard = useDoc((d) => d.platen?.standard);
  const titlePattern = useDoc((d) => d.platen?.titlePattern);
  return (
    <div className="prop-grid">
      <SelectField
        label="Standard"
        wide
        value={standard ?? NONE}
        options={OPTIONS}
        onCommit={(value) => {
          const next = isDocumentStandard(value) ? value : null;
          if (next !== (standard ?? null)) designer.run(setDocumentStandard, { standard: next });
        }}
      />
      {standard && (
        <DraftField
          label="Document title"
          wide
          value={titlePattern ?? ''}
          hint="Each record’s file: e.g. Invoice {invoiceNumber}. Empty: the template’s name."
          onCommit={(text) => designer.run(setTemplateMeta, { patch: { titlePattern: text.trim() || undefined } })}
        />
      )}
      {standard && (
        <p className="panel__note prop--wide">
          Archival PDF: every font embedded, sRGB colours, metadata with the document title. A background PDF whose
          fonts are not embedded, or that is encrypted, cannot be used.
        </p>
      )}
    </div>
  );
}
