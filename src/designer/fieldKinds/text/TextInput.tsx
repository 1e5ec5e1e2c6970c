/** The Data panel Form's input for plain text (also barcodes, lists and types Platen does not know). */
import type { FormInputProps } from '../kind';

/** Plain text; a box taller than about two lines of its font reads as a paragraph and gets a multi-line input. */
export function TextInput({ dataField, label, value, onChange, multiline = false }: FormInputProps & { multiline?: boolean }) {
  const field = dataField.field;
  const fontSize = typeof field.fontSize === 'number' ? field.fontSize : 13;
  const tall = multiline || field.height > (fontSize * 25.4 * 2.2) / 72 || value.includes('\n');
  return (
    <label className="data-field">
      {label}
      {tall ? (
        <textarea rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </label>
  );
}
