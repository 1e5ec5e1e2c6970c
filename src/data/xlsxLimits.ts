/**
 * Limits checked before read-excel-file opens a workbook, and the workbook made sparse for it. read-excel-file
 * inflates every part whole (a small zip can unpack to gigabytes) and builds each sheet as a dense grid (issue #9: one
 * value at XFD1048576 took the tab to 3.2 GB and the CLI to 4.3 GB). Here the parts are inflated as a stream and
 * counted, every sheet is rewritten to the rows and columns that hold a value (xlsxSparse.ts), and a sheet whose
 * values still span more rows × columns than the limit is refused, naming the file and the sheet.
 */
import { strFromU8, strToU8, Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import { columnName, compactSheet, usedRowsAndColumns, type SparseSheet } from './xlsxSparse';

/** Unpacked size of all parts together; a 100,000-row sheet of 20 columns is about 60 MB. */
export const MAX_XLSX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** Rows × columns that hold values in a sheet (read-excel-file's grid once empty rows and columns are left out). */
export const MAX_SHEET_CELLS = 2_000_000;

/** Compressed bytes per push: deflate expands at most ~1,000×, so one push unpacks at most ~16 MB. */
const PUSH_BYTES = 16 * 1024;
const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

export interface XlsxLimits {
  unpackedBytes: number;
  sheetCells: number;
  /** most data rows (below the header) a sheet may hold; no limit when left out */
  records?: number;
}

export const XLSX_LIMITS: XlsxLimits = { unpackedBytes: MAX_XLSX_UNPACKED_BYTES, sheetCells: MAX_SHEET_CELLS };

/** A workbook ready for read-excel-file: its bytes (rewritten when a sheet was made sparse) and each sheet's map back. */
export type OpenedWorkbook =
  | { ok: true; bytes: Uint8Array; sheets: Map<string, SparseSheet> }
  | { ok: false; problem: string; /** a size limit, not a damaged file */ overLimit: boolean };

/**
 * Checks the limits and makes every sheet sparse. Not a zip fflate can read: the bytes are handed on as they are,
 * for read-excel-file to say what is wrong with them.
 */
export function openWorkbook(bytes: Uint8Array, where: string, limits: XlsxLimits = XLSX_LIMITS): OpenedWorkbook {
  const tooBig = (part: string) =>
    `${where} unpacks to more than ${formatBytes(limits.unpackedBytes)} (at part ${part}); Platen reads spreadsheets up to that size. Export the table as CSV, or split it.`;
  // The sizes the zip declares, from its central directory: a bomb that admits its size is refused without inflating.
  const declared = declaredSizes(bytes);
  if (declared && declared.total > limits.unpackedBytes) return { ok: false, problem: tooBig(declared.largest), overLimit: true };
  const parts = unpackParts(bytes, limits.unpackedBytes);
  if (!parts) return { ok: true, bytes, sheets: new Map() };
  if (parts.over) return { ok: false, problem: tooBig(parts.over), overLimit: true };
  const names = sheetNames(parts.files);
  const sheets = new Map<string, SparseSheet>();
  let rewritten = false;
  for (const [path, data] of parts.files) {
    if (!SHEET_PART.test(path)) continue;
    const xml = strFromU8(data);
    const used = usedRowsAndColumns(xml);
    const sheet = names.get(path) ?? path;
    if (used.badRef !== undefined) {
      const ref = used.badRef.length > 20 ? `${used.badRef.slice(0, 20)}…` : used.badRef;
      return { ok: false, overLimit: false, problem: `${where}, sheet “${sheet}”: the cell reference “${ref}” names no cell (columns run A to XFD, rows 1 to 1,048,576), so the file is damaged; save it again from the spreadsheet program, or export the table as CSV.` };
    }
    if (used.rows.length * used.columns.length > limits.sheetCells) return { ok: false, problem: sheetTooBig(where, sheet, used, limits), overLimit: true };
    // The header row and the records: counted from the sheet's rows before read-excel-file builds a single one.
    if (limits.records !== undefined && used.rows.length - 1 > limits.records) {
      return { ok: false, overLimit: true, problem: `${where}, sheet “${sheet}”: it has values in ${used.rows.length.toLocaleString('en')} rows, more than ${limits.records.toLocaleString('en')} records and a header; this reader takes at most ${limits.records.toLocaleString('en')} records` };
    }
    const compact = compactSheet(xml, used);
    sheets.set(sheet, compact.sheet);
    if (compact.sheet.rewritten) {
      parts.files.set(path, strToU8(compact.xml));
      rewritten = true;
    }
  }
  // Stored, not deflated: read-excel-file unpacks it again at once, and deflating would only cost time.
  return { ok: true, bytes: rewritten ? zipSync(Object.fromEntries(parts.files), { level: 0 }) : bytes, sheets };
}

/** The sentence for a sheet whose values span too many rows × columns, with the farthest row and column named. */
function sheetTooBig(where: string, sheet: string, used: { rows: number[]; columns: number[] }, limits: XlsxLimits): string {
  const rows = used.rows.length;
  const columns = used.columns.length;
  const lastRow = used.rows[rows - 1];
  const lastColumn = columnName(used.columns[columns - 1]);
  return `${where}, sheet “${sheet}”: it has values in ${rows.toLocaleString('en')} rows and ${columns.toLocaleString('en')} columns (up to row ${lastRow.toLocaleString('en')} and column ${lastColumn}), ${(rows * columns).toLocaleString('en')} cells; Platen reads sheets of up to ${limits.sheetCells.toLocaleString('en')} cells. Export the table as CSV, or split it.`;
}

/** A sentence saying why this workbook is too big to read, naming the file and sheet; null when it is fine. */
export function xlsxSizeProblem(bytes: Uint8Array, where: string, limits: XlsxLimits = XLSX_LIMITS): string | null {
  const opened = openWorkbook(bytes, where, limits);
  return opened.ok ? null : opened.problem;
}

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`);

/** Unpacked sizes as the zip's central directory states them (ZIP64's 0xFFFFFFFF counts as huge); null if unreadable. */
function declaredSizes(bytes: Uint8Array): { total: number; largest: string } | null {
  let total = 0;
  let largest = { name: '', size: -1 };
  try {
    unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (file.originalSize > largest.size) largest = { name: file.name, size: file.originalSize };
        return false;
      },
    });
  } catch {
    return null;
  }
  return { total, largest: largest.name };
}

/** The parts read-excel-file reads (its filterZipArchiveEntry): everything else (pictures, printer settings) is counted and dropped. */
const wantedPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels') || name.endsWith('.rels');

/** The parts read-excel-file reads, as bytes; `over` names the part that passed the size limit. */
function unpackParts(bytes: Uint8Array, limit: number): { files: Map<string, Uint8Array>; over?: string } | null {
  const chunks = new Map<string, Uint8Array[]>();
  let total = 0;
  let over: string | undefined;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    const keep = wantedPart(file.name);
    const list: Uint8Array[] = [];
    if (keep) chunks.set(file.name, list);
    file.ondata = (error, data) => {
      if (error || over) return;
      total += data.length;
      if (total > limit) {
        over = file.name;
        file.terminate();
        return;
      }
      if (keep) list.push(data);
    };
    file.start();
  };
  try {
    // Fed in slices, so inflating stops soon after the limit instead of after unpacking a whole bomb at once.
    for (let at = 0; at < bytes.length && !over; at += PUSH_BYTES) unzip.push(bytes.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= bytes.length);
  } catch {
    // fflate's streaming reader follows local headers; a writer that defers sizes to data descriptors can trip it.
    // The central directory's sizes were checked above, so reading the few wanted parts whole is bounded.
    try {
      const whole = unzipSync(bytes, { filter: (file) => wantedPart(file.name) });
      return { files: new Map(Object.entries(whole)) };
    } catch {
      return null;
    }
  }
  if (over) return { files: new Map(), over };
  const files = new Map<string, Uint8Array>();
  for (const [name, list] of chunks) {
    const joined = new Uint8Array(list.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of list) {
      joined.set(chunk, at);
      at += chunk.length;
    }
    files.set(name, joined);
  }
  return { files };
}

/** Sheet part path → the sheet's name as the spreadsheet shows it. */
function sheetNames(files: Map<string, Uint8Array>): Map<string, string> {
  const names = new Map<string, string>();
  const text = (name: string) => strFromU8(files.get(name) ?? new Uint8Array());
  const rels = text('xl/_rels/workbook.xml.rels');
  const targets = new Map<string, string>();
  for (const tag of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
    const id = /\bId="([^"]+)"/.exec(tag)?.[1];
    const target = /\bTarget="([^"]+)"/.exec(tag)?.[1];
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  for (const tag of text('xl/workbook.xml').match(/<(?:\w+:)?sheet\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const id = /\br:id="([^"]+)"/.exec(tag)?.[1];
    const path = id ? targets.get(id) : undefined;
    if (name !== undefined && path) names.set(path, name.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"'));
  }
  return names;
}
