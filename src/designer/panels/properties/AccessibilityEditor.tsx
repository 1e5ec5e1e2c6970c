/**
 * Properties → Accessibility: what the field is for a screen reader in a tagged PDF (src/templates/accessibility.ts).
 * Text may be a paragraph or a heading; anything may be decorative (skipped by readers); pictures, SVG, signatures,
 * barcodes and marks take alternative text with {column} placeholders.
 */
import { roleOf, structureOf, type FieldRole } from '../../../templates/accessibility';
import type { FieldSchema } from '../../../templates/types';
import { DraftField, SelectField } from '../../ui/inputs';
import { editFields, shared } from '../../ui/selection';

const TEXT_ROLES: readonly { value: FieldRole; label: string }[] = [
  { value: 'auto', label: 'Paragraph (default)' },
  { value: 'heading1', label: 'Heading 1' },
  { value: 'heading2', label: 'Heading 2' },
  { value: 'heading3', label: 'Heading 3' },
  { value: 'heading4', label: 'Heading 4' },
  { value: 'heading5', label: 'Heading 5' },
  { value: 'heading6', label: 'Heading 6' },
  { value: 'decorative', label: 'Decorative (not read)' },
];

const OTHER_ROLES: readonly { value: FieldRole; label: string }[] = [
  { value: 'auto', label: 'Read (default)' },
  { value: 'decorative', label: 'Decorative (not read)' },
];

/** The kind of structure the selection shares, before any role is applied. */
const kindOf = (field: FieldSchema) => structureOf({ type: field.type }).kind;

export function AccessibilityEditor({ fields }: { fields: FieldSchema[] }) {
  const kind = shared(fields, kindOf);
  if (kind === 'artifact') return <p className="panel__note">Drawn only for looks: a screen reader skips it.</p>;
  const role = shared(fields, (field) => roleOf(field));
  return (
    <div className="prop-grid">
      <SelectField
        label="Read as"
        wide
        value={role}
        options={kind === 'text' ? TEXT_ROLES : OTHER_ROLES}
        onCommit={(next) => editFields(fields, { platenRole: next === 'auto' ? undefined : next })}
      />
      {kind === 'figure' && role !== 'decorative' && (
        <DraftField
          label="Alternative text"
          wide
          value={shared(fields, (field) => (typeof field.platenAlt === 'string' ? field.platenAlt : ''))}
          onCommit={(text) => editFields(fields, { platenAlt: text.trim() === '' ? undefined : text })}
          hint={
            <>
              What a screen reader says for it, e.g. <code>{'Photo of {name}'}</code>. Barcodes default to their kind and
              value.
            </>
          }
        />
      )}
    </div>
  );
}
