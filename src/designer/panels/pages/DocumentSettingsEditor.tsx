/** Pages → Document: the standard every PDF of the template is written to (None, PDF/A-2b, PDF/A-3b), undoable. */
import { setDocumentStandard } from '../../../templates/commands/setDocumentStandard';
import { DOCUMENT_STANDARDS, STANDARD_LABELS, isDocumentStandard } from '../../../templates/documentStandard';
import { designer, useDoc } from '../../store';
import { SelectField } from '../properties/inputs';

const NONE = 'none';
const OPTIONS = [{ value: NONE, label: 'None' }, ...DOCUMENT_STANDARDS.map((standard) => ({ value: standard, label: STANDARD_LABELS[standard] }))];

export function DocumentSettingsEditor() {
  const standard = useDoc((d) => d.platen?.standard);
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
        <p className="panel__note prop--wide">
          Archival PDF: every font embedded, sRGB colours, metadata titled with the template’s name. A background PDF whose
          fonts are not embedded, or that is encrypted, cannot be used.
        </p>
      )}
    </div>
  );
}
