/**
 * The Data panel Form's inputs, one per kind of value: text, date/time pickers, options, checkbox, picture, table
 * rows, {variables}. Each field kind's designer entry (registry.tsx) names its input.
 */
import type { DataField } from '../../data/fields';
import { bytesToDataUrl } from '../../data/imageFiles';
import { findFieldType, type DateParts } from '../../templates/fieldTypes';
import { TableEditor } from '../data/TableEditor';

export interface FormInputProps {
  dataField: DataField;
  /** The field's name, marked when it is required. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** pdfme stores dates as yyyy/MM/dd HH:mm; the browser's pickers speak yyyy-MM-ddTHH:mm. */
const toPicker = (value: string) => value.replace(/\//g, '-').replace(' ', 'T');
const fromPicker = (value: string) => value.replace(/-/g, '/').replace('T', ' ');
const PICKERS: Record<DateParts, string> = { date: 'date', time: 'time', dateTime: 'datetime-local' };

export function CheckboxInput({ label, value, onChange }: FormInputProps) {
  return (
    <label className="data-check">
      <input type="checkbox" checked={value === 'true'} onChange={(event) => onChange(event.target.checked ? 'true' : 'false')} />
      {label}
    </label>
  );
}

export function DateInput({ dataField, label, value, onChange }: FormInputProps) {
  const type = PICKERS[findFieldType(dataField.field.type)?.dateParts ?? 'date'];
  return (
    <label className="data-field">
      {label}
      <input type={type} value={toPicker(value)} onChange={(event) => onChange(fromPicker(event.target.value))} />
    </label>
  );
}

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

export function TableInput({ dataField, label, value, onChange }: FormInputProps) {
  const head = dataField.field.head;
  return <TableEditor label={label} value={value} head={Array.isArray(head) ? (head as unknown[]).map(String) : []} onChange={onChange} />;
}

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

/** SVG markup is always several lines. */
export function SvgInput(props: FormInputProps) {
  return <TextInput {...props} multiline />;
}

export function PictureInput({ label, value, onChange }: FormInputProps) {
  return (
    <div className="data-field">
      <span>{label}</span>
      <div className="data-row">
        {value.startsWith('data:image') && <img className="data-thumb" src={value} alt="" />}
        <input
          type="file"
          aria-label={`Picture for ${label}`}
          accept="image/png,image/jpeg"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            onChange(bytesToDataUrl(new Uint8Array(await file.arrayBuffer()), file.type || 'image/png'));
          }}
        />
        {value && (
          <button type="button" onClick={() => onChange('')} aria-label={`Remove picture from ${label}`}>
            Remove
          </button>
        )}
      </div>
    </div>
  );
}

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
