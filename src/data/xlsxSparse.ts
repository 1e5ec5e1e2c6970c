/**
 * A sheet read by the cells that hold a value. read-excel-file builds a dense grid from A1 to the last cell with a
 * value, padding every row to the widest (issue #9: data in A1:C20 and one value at XFD1048576 asked for 17 billion
 * cells). Here the sheet's XML is rewritten before it sees it: rows with no value are left out, and so are columns
 * with no value, so a stray far cell costs one row and one column. The maps give each kept row and column its
 * place in the spreadsheet again, so messages name the row and column the user sees.
 */

/** A sheet's kept rows and columns: index i of the compact grid is spreadsheet row `rows[i]`, column `columns[i]` (1-based). */
export interface SparseSheet {
  rows: number[];
  columns: number[];
  /** false when the sheet was already compact and its XML is used as it is */
  rewritten: boolean;
}

interface CellTag {
  prefix: string;
  attributes: string;
  row: number;
  column: number;
  /** the text between <c …> and </c>; '' for <c …/> */
  body: string;
  /** index just past the cell in the XML */
  end: number;
  /** the `r` attribute when it names no cell of a sheet (A0, ZZZZ1, A99999999) */
  badRef?: string;
}

/** The largest row and column a spreadsheet has (Excel 2007 and later). */
const LAST_ROW = 1_048_576;
const LAST_COLUMN = 16_384;

const OPEN_TAG = /<(\w+:)?(row|c)\b([^>]*?)(\/?)>/g;
const HAS_VALUE = /<(?:\w+:)?v>[^<]|<(?:\w+:)?v\s[^>]*>[^<]|<(?:\w+:)?t(?:\s[^>]*)?>[^<]/;

/** "A" → 1, "XFD" → 16384 */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const char of letters.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
  return n;
}

/** 1 → "A", 16384 → "XFD" */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * Every <c> in the sheet data, in document order, with the row and column it stands at. Cells and rows without an
 * `r` attribute follow the previous one, as the format allows.
 */
function* cellsOf(xml: string, from: number, to: number): Generator<CellTag> {
  let row = 0;
  let column = 0;
  OPEN_TAG.lastIndex = from;
  for (let match = OPEN_TAG.exec(xml); match && match.index < to; match = OPEN_TAG.exec(xml)) {
    const [, prefix = '', name, attributes, selfClosing] = match;
    const ref = /\br="([^"]*)"/.exec(attributes)?.[1];
    if (name === 'row') {
      row = ref && /^\d+$/.test(ref) ? Number(ref) : row + 1;
      column = 0;
      continue;
    }
    const cell = ref ? /^([A-Za-z]{1,3})(\d+)$/.exec(ref) : null;
    column = cell ? columnNumber(cell[1]) : column + 1;
    if (cell) row = Number(cell[2]);
    const badRef = ref !== undefined && (!cell || row < 1 || row > LAST_ROW || column > LAST_COLUMN) ? ref : undefined;
    let body = '';
    let end = OPEN_TAG.lastIndex;
    if (!selfClosing) {
      const close = xml.indexOf(`</${prefix}c>`, end);
      body = xml.slice(end, close === -1 ? to : close);
      end = close === -1 ? to : close + prefix.length + 4;
      OPEN_TAG.lastIndex = end;
    }
    yield { prefix, attributes, row, column, body, end, badRef };
  }
}

/** Whether a cell holds something read-excel-file reads as a value (a formula error reads as empty). */
function holdsValue(cell: CellTag): boolean {
  return !/\bt="e"/.test(cell.attributes) && HAS_VALUE.test(cell.body);
}

/** Where <sheetData> holds its rows: [start, end) of its content, or null when it is missing or empty. */
function sheetDataRange(xml: string): [number, number] | null {
  const open = /<(\w+:)?sheetData\b[^>]*?(\/?)>/.exec(xml);
  if (!open || open[2]) return null;
  const start = open.index + open[0].length;
  const end = xml.indexOf(`</${open[1] ?? ''}sheetData>`, start);
  return end === -1 ? null : [start, end];
}

/** The rows and columns that hold a value, ascending; `badRef` is the first cell reference that names no cell. */
export function usedRowsAndColumns(xml: string): { rows: number[]; columns: number[]; badRef?: string } {
  const range = sheetDataRange(xml);
  const rows = new Set<number>();
  const columns = new Set<number>();
  if (range) {
    for (const cell of cellsOf(xml, range[0], range[1])) {
      // Moving cells by a reference that is not a cell would put them somewhere the spreadsheet never showed.
      if (cell.badRef !== undefined) return { rows: [], columns: [], badRef: cell.badRef };
      if (!holdsValue(cell)) continue;
      rows.add(cell.row);
      columns.add(cell.column);
    }
  }
  const ascending = (set: Set<number>) => [...set].sort((a, b) => a - b);
  return { rows: ascending(rows), columns: ascending(columns) };
}

const isCompact = (used: number[]) => used.every((value, index) => value === index + 1);

/**
 * The sheet's XML with only the cells that hold a value, moved up and left over the empty rows and columns, and the
 * maps back to the spreadsheet's rows and columns. An already compact sheet is returned as it is.
 */
export function compactSheet(xml: string, used = usedRowsAndColumns(xml)): { xml: string; sheet: SparseSheet } {
  const { rows, columns } = used;
  const range = sheetDataRange(xml);
  if (!range || (isCompact(rows) && isCompact(columns))) return { xml, sheet: { rows, columns, rewritten: false } };
  const rowIndex = new Map(rows.map((row, index) => [row, index + 1]));
  const columnIndex = new Map(columns.map((column, index) => [column, index + 1]));
  const parts: string[] = [xml.slice(0, range[0])];
  let open = null as { row: number; prefix: string } | null;
  for (const cell of cellsOf(xml, range[0], range[1])) {
    if (!holdsValue(cell)) continue;
    if (open?.row !== cell.row) {
      if (open) parts.push(`</${open.prefix}row>`);
      open = { row: cell.row, prefix: cell.prefix };
      parts.push(`<${cell.prefix}row r="${rowIndex.get(cell.row)}">`);
    }
    const ref = `${columnName(columnIndex.get(cell.column)!)}${rowIndex.get(cell.row)}`;
    const attributes = /\br="[^"]*"/.test(cell.attributes) ? cell.attributes.replace(/\br="[^"]*"/, `r="${ref}"`) : `${cell.attributes} r="${ref}"`;
    parts.push(`<${cell.prefix}c${attributes.startsWith(' ') ? '' : ' '}${attributes}>${cell.body}</${cell.prefix}c>`);
  }
  if (open) parts.push(`</${open.prefix}row>`);
  parts.push(xml.slice(range[1]));
  return { xml: parts.join(''), sheet: { rows, columns, rewritten: true } };
}
