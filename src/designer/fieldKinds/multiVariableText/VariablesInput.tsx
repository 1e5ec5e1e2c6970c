import type { FormInputProps } from '../kind';

/** One input per {variable}, stored as the JSON object of them. */
export function VariablesInput({ dataField, label, value, onChange }: FormInputProps) {
  const names = Array.isArray(dataField.field.variables) ? (dataField.field.variables as string[]) : [];
  let values: Record<string, string> = {};
  try {
    values = JSON.parse(value || '{}') as Record<string, string>;
  } catch {
    values = {};
  }
  return (
    <fieldset className="data-fieldset">
      <legend>{label}</legend>
      {names.map((name) => (
        <label key={name} className="data-field">
          {name}
          <input type="text" value={values[name] ?? ''} onChange={(event) => onChange(JSON.stringify({ ...values, [name]: event.target.value }))} />
        </label>
      ))}
    </fieldset>
  );
}
