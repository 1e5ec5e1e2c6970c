/** One input per field kind for the Form: text, multi-line, date/time pickers, options, checkbox, picture, table. */
import type { DataField } from '../../data/fields';
import { bytesToDataUrl } from '../../data/imageFiles';
import { TableEditor } from './TableEditor';

interface Props {
  dataField: DataField;
  value: string;
  onChange: (value: string) => void;
}

/** pdfme stores dates as yyyy/MM/dd HH:mm; the browser's pickers speak yyyy-MM-ddTHH:mm. */
const toPicker = (value: string) => value.replace(/\//g, '-').replace(' ', 'T');
const fromPicker = (value: string) => value.replace(/-/g, '/').replace('T', ' ');

export function FieldInput({ dataField, value, onChange }: Props) {
  const { field, kind } = dataField;
  const label = field.name + (field.required ? ' (required)' : '');
  switch (kind) {
    case 'checkbox':
      return (
        <label className="data-check">
          <input type="checkbox" checked={value === 'true'} onChange={(event) => onChange(event.target.checked ? 'true' : 'false')} />
          {label}
        </label>
      );
    case 'date': {
      const type = field.type === 'time' ? 'time' : field.type === 'dateTime' ? 'datetime-local' : 'date';
      return (
        <label className="data-field">
          {label}
          <input type={type} value={toPicker(value)} onChange={(event) => onChange(fromPicker(event.target.value))} />
        </label>
      );
    }
    case 'select': {
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
    case 'image':
      return <PictureInput label={label} value={value} onChange={onChange} />;
    case 'table':
      return <TableEditor label={label} value={value} head={Array.isArray(field.head) ? (field.head as unknown[]).map(String) : []} onChange={onChange} />;
    case 'multiVariableText':
      return <VariablesInput dataField={dataField} label={label} value={value} onChange={onChange} />;
    default: {
      // A box taller than about two lines of its font reads as a paragraph: give it a multi-line input.
      const fontSize = typeof field.fontSize === 'number' ? field.fontSize : 13;
      const multiline = kind === 'svg' || field.height > (fontSize * 25.4 * 2.2) / 72 || value.includes('\n');
      return (
        <label className="data-field">
          {label}
          {multiline ? (
            <textarea rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
          ) : (
            <input type="text" value={value} onChange={(event) => onChange(event.target.value)} />
          )}
        </label>
      );
    }
  }
}

function PictureInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
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

function VariablesInput({ dataField, label, value, onChange }: Props & { label: string }) {
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
