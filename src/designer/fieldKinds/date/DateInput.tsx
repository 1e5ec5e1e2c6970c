import type { DateParts } from '../../../templates/fieldTypes';
import { findFieldType } from '../../../templates/fieldTypes';
import type { FormInputProps } from '../kind';

/** pdfme stores dates as yyyy/MM/dd HH:mm; the browser's pickers speak yyyy-MM-ddTHH:mm. */
const toPicker = (value: string) => value.replace(/\//g, '-').replace(' ', 'T');
const fromPicker = (value: string) => value.replace(/-/g, '/').replace('T', ' ');
const PICKERS: Record<DateParts, string> = { date: 'date', time: 'time', dateTime: 'datetime-local' };

export function DateInput({ dataField, label, value, onChange }: FormInputProps) {
  const type = PICKERS[findFieldType(dataField.field.type)?.dateParts ?? 'date'];
  return (
    <label className="data-field">
      {label}
      <input type={type} value={toPicker(value)} onChange={(event) => onChange(fromPicker(event.target.value))} />
    </label>
  );
}
