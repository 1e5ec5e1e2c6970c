/** Name (unique across the template), required / read-only, and lock. */
import { fieldNames } from '../../../templates/naming';
import { renameField } from '../../../templates/commands/renameField';
import { setFieldLocked } from '../../../templates/commands/setFieldLocked';
import type { FieldSchema } from '../../../templates/types';
import { designer } from '../../store';
import { CheckField, DraftField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';

/** Why `name` cannot be the new name of `field`, or null. Names are data keys, so they must be unique and non-empty. */
export function fieldNameProblem(name: string, field: FieldSchema): string | null {
  const wanted = name.trim();
  if (!wanted) return 'A field needs a name: it is the data column it is filled from.';
  if (wanted !== field.name && fieldNames(designer.getDoc()).has(wanted)) return `“${wanted}” is already the name of another field.`;
  return null;
}

export function IdentityEditor({ fields }: { fields: FieldSchema[] }) {
  const single = fields.length === 1 ? fields[0] : null;
  const ids = fields.map((f) => f.id).filter((id): id is string => Boolean(id));
  return (
    <div className="prop-grid">
      {single && (
        <DraftField
          label="Name"
          wide
          value={single.name}
          validate={(text) => fieldNameProblem(text, single)}
          onCommit={(name) => single.id && designer.run(renameField, { id: single.id, name: name.trim() })}
        />
      )}
      <CheckField label="Required" value={shared(fields, (f) => f.required === true)} onCommit={(required) => editFields(fields, { required })} />
      <CheckField
        label="Fixed content (read-only)"
        value={shared(fields, (f) => f.readOnly === true)}
        onCommit={(readOnly) => editFields(fields, { readOnly })}
      />
      <CheckField label="Locked" value={shared(fields, (f) => f.locked === true)} onCommit={(locked) => designer.run(setFieldLocked, { ids, locked })} />
    </div>
  );
}
