import type { FormInputProps } from '../kind';

/** Ticked is 'true', unticked 'false', as pdfme reads them. */
export function CheckboxInput({ label, value, onChange }: FormInputProps) {
  return (
    <label className="data-check">
      <input type="checkbox" checked={value === 'true'} onChange={(event) => onChange(event.target.checked ? 'true' : 'false')} />
      {label}
    </label>
  );
}
