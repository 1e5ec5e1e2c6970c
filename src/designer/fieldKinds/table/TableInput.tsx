import type { FormInputProps } from '../kind';

/** A small grid editor for a table field's rows (JSON [["a","b"],…], as pdfme's table reads them). */
function RowsGrid({ label, value, head, onChange }: { label: string; value: string; head: string[]; onChange: (value: string) => void }) {
  let rows: string[][] = [];
  try {
    const parsed: unknown = JSON.parse(value || '[]');
    if (Array.isArray(parsed)) rows = parsed.map((row) => (Array.isArray(row) ? row.map(String) : [String(row)]));
  } catch {
    rows = [];
  }
  const columns = Math.max(head.length, ...rows.map((row) => row.length), 1);
  const save = (next: string[][]) => onChange(JSON.stringify(next));
  return (
    <fieldset className="data-fieldset">
      <legend>{label}</legend>
      <table className="data-grid">
        {head.length > 0 && (
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">{h}</th>
              ))}
              <th />
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {Array.from({ length: columns }, (_, c) => (
                <td key={c}>
                  <input
                    aria-label={`${label} row ${r + 1} ${head[c] ?? `column ${c + 1}`}`}
                    value={row[c] ?? ''}
                    onChange={(event) => save(rows.map((cells, i) => (i === r ? Array.from({ length: columns }, (_, k) => (k === c ? event.target.value : cells[k] ?? '')) : cells)))}
                  />
                </td>
              ))}
              <td>
                <button type="button" aria-label={`Remove row ${r + 1} of ${label}`} onClick={() => save(rows.filter((_, i) => i !== r))}>
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => save([...rows, Array.from({ length: columns }, () => '')])}>
        Add row to {label}
      </button>
    </fieldset>
  );
}

export function TableInput({ dataField, label, value, onChange }: FormInputProps) {
  const head = dataField.field.head;
  return <RowsGrid label={label} value={value} head={Array.isArray(head) ? (head as unknown[]).map(String) : []} onChange={onChange} />;
}
