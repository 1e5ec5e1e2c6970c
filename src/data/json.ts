/**
 * JSON to a DataTable: an array of objects, one record each. Nested objects are flattened to "address.city";
 * arrays are kept as JSON text, which is what pdfme's table field reads. Anything else gets a message saying what was
 * found and what is expected.
 */
import { MAX_JSON_DEPTH } from '../templates/jsonDepth';
import { scanJson } from '../templates/jsonScan';
import { lineAndColumn } from '../templates/load';
import type { Problem } from '../templates/types';
import { overLimitTable, tooManyRecords } from './readLimits';
import { emptyTable, type DataTable } from './table';

/** `maxRecords`: counted in the text before it is parsed; more is refused (overLimit) without parsing. */
export function parseJsonText(text: string, where = 'The JSON file', maxRecords?: number): DataTable {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (clean.trim() === '') return emptyTable('json', [{ path: ['rows'], message: `${where} is empty.`, severity: 'error' }]);
  // Flattening recurses: a file nested thousands deep would overflow the stack with a bare RangeError. Both limits
  // are looked for in the text, before JSON.parse builds a single object.
  const crossed = scanJson(clean, { depth: MAX_JSON_DEPTH, records: maxRecords });
  if (crossed?.kind === 'tooManyRecords') return overLimitTable('json', tooManyRecords(where, crossed.limit));
  if (crossed) {
    const place = lineAndColumn(clean, crossed.offset);
    const message = `${where} nests lists or objects more than ${crossed.limit} deep (at line ${place.line}, column ${place.column}); records are at most a few levels deep.`;
    return emptyTable('json', [{ path: ['rows'], message, severity: 'error' }]);
  }
  let data: unknown;
  try {
    data = JSON.parse(clean);
  } catch (error) {
    return emptyTable('json', [{ path: ['rows'], message: `${where} is not valid JSON: ${(error as Error).message}`, severity: 'error' }]);
  }
  // A common export shape: { "records": [...] } or { "data": [...] } — take the one array inside.
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const arrays = Object.entries(data as Record<string, unknown>).filter(([, value]) => Array.isArray(value));
    if (arrays.length === 1) data = arrays[0][1];
  }
  if (!Array.isArray(data)) {
    const found = data === null ? 'null' : typeof data === 'object' ? 'an object' : `a ${typeof data}`;
    return emptyTable('json', [
      { path: ['rows'], message: `${where} holds ${found}; expected an array of records like [{"name": "Ada", "id": 1}, …].`, severity: 'error' },
    ]);
  }
  const problems: Problem[] = [];
  const columns: string[] = [];
  const known = new Set<string>();
  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  data.forEach((item, index) => {
    const row = jsonRow(item);
    if (!row) {
      problems.push(notARecord(where, index, item));
      return;
    }
    for (const key of Object.keys(row)) {
      if (!known.has(key)) {
        known.add(key);
        columns.push(key);
      }
    }
    rows.push(row);
    rowNumbers.push(index + 1);
  });
  for (const row of rows) for (const column of columns) if (!Object.hasOwn(row, column)) row[column] = '';
  if (data.length === 0) problems.push({ path: ['rows'], message: `${where} is an empty array: no records.`, severity: 'warning' });
  return { kind: 'json', columns, rows, rowNumbers, rowUnit: 'item', problems };
}

/**
 * One element of the records array as a row: nested objects flattened to "address.city", arrays kept as JSON text;
 * null for an element that is not an object. Keys are the user's ("__proto__", "constructor"): the row has no
 * prototype, so every key is an ordinary column.
 */
export function jsonRow(item: unknown): Record<string, string> | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const row: Record<string, string> = Object.create(null);
  flatten(item as Record<string, unknown>, '', row);
  return row;
}

/** The problem of element `index`, which is not an object: it is skipped. */
export function notARecord(where: string, index: number, item: unknown): Problem {
  const found = item === null ? 'null' : Array.isArray(item) ? 'an array' : `${typeof item} ${JSON.stringify(item)}`;
  // Named records[i], as the CLI, the service and the Data panel name a JSON record (records.ts rowLabelFor).
  return { path: ['rows', index], message: `${where}, records[${index}] is ${found}, not a record ({"field": value}); skipped`, severity: 'error' };
}

function flatten(value: Record<string, unknown>, prefix: string, out: Record<string, string>): void {
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix + key;
    if (inner === null || inner === undefined) out[name] = '';
    else if (Array.isArray(inner)) out[name] = JSON.stringify(inner);
    else if (typeof inner === 'object') {
      // An object a multi-variable text field reads as a whole is also kept whole, under its own name.
      out[name] = JSON.stringify(inner);
      flatten(inner as Record<string, unknown>, `${name}.`, out);
    } else out[name] = String(inner);
  }
}
