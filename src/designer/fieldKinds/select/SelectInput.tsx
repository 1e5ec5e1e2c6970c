import type { FormInputProps } from '../kind';

/** One of the options; a value from the data that is none of them is kept and shown. */
export function SelectInput({ dataField, label, value, onChange }: FormInputProps) {
  const field = dataField.field;
  const options = Array.isArray(field.options) ? (field.options as unknown[]).map(String) : [];
  return (
    <label className="data-field">
      {label}
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {!options.includes(value) && <option value={value}>{value || '—'}</option>}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}
