/** Data files for the fuzz suite: CSV, JSON and XLSX (zipped by hand with fflate), good and hostile. */
import { strToU8, zipSync } from 'fflate';
import { GOOD_IMAGES, GOOD_SVG } from './images';
import type { Prng } from './prng';
import { nestedJson } from './templates';

export const csvCell = (value: string): string => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const csvText = (rows: string[][]): string => `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;

/** Good rows for the base template: name, logo, mark. */
export function goodRows(rng: Prng, count: number): string[][] {
  return Array.from({ length: count }, (_, i) => [`Person ${i + 1}`, rng.pick(GOOD_IMAGES), GOOD_SVG]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A cell reference's column letters for a 0-based index: 0 → A, 16383 → XFD. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * An .xlsx with one sheet holding these cells (inline strings), written by hand; `sheetXml` replaces the sheet and
 * `moreRows` (raw <row> elements, e.g. styled empty cells) follows the cells' rows.
 */
export function xlsxFile(cells: { ref: string; value: string }[], sheetXml?: string, moreRows = ''): Uint8Array {
  const byRow = new Map<number, string[]>();
  for (const { ref, value } of cells) {
    const row = Number(/\d+$/.exec(ref)![0]);
    const list = byRow.get(row) ?? [];
    list.push(`<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`);
    byRow.set(row, list);
  }
  const rows = [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([r, list]) => `<row r="${r}">${list.join('')}</row>`);
  const sheet = sheetXml ?? `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}${moreRows}</sheetData></worksheet>`;
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
    '_rels/.rels': strToU8('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    'xl/workbook.xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  });
}

/** Rewrites every unpacked size a zip states (local headers and central directory), as a lying or honest bomb would. */
export function withDeclaredSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 30 < out.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

/** Rows (header first) as XLSX cells from A1. */
export const rowsToCells = (rows: string[][]): { ref: string; value: string }[] =>
  rows.flatMap((row, r) => row.map((value, c) => ({ ref: `${columnLetters(c)}${r + 1}`, value })));

export interface DataCase {
  label: string;
  fileName: string;
  bytes: Uint8Array;
}

const HEADER = ['name', 'logo', 'mark'];

/** A hostile or broken data file, chosen by the PRNG. */
export function mutatedData(rng: Prng): DataCase {
  const rows = goodRows(rng, rng.int(1, 3));
  const format = rng.pick(['csv', 'json', 'xlsx'] as const);
  if (format === 'csv') {
    const makers: (() => DataCase)[] = [
      () => ({ label: 'CSV with an unclosed quote', fileName: 'd.csv', bytes: strToU8(`name,logo\n"Ada,${GOOD_IMAGES[0]}\nBob,x\n`) }),
      () => ({ label: 'CSV of random bytes', fileName: 'd.csv', bytes: rng.bytes(rng.int(0, 300)) }),
      () => ({ label: 'CSV with __proto__ columns', fileName: 'd.csv', bytes: strToU8(csvText([['__proto__', 'constructor', 'name'], ['a', 'b', 'c']])) }),
      () => ({ label: 'CSV with ragged rows', fileName: 'd.csv', bytes: strToU8(csvText([HEADER, ['only'], ['a', 'b', 'c', 'd', 'e']])) }),
      () => ({ label: 'CSV with NUL bytes', fileName: 'd.csv', bytes: strToU8(`name\nA\u0000B\n\u0000\n`) }),
      () => ({ label: 'header-only CSV', fileName: 'd.csv', bytes: strToU8('name,logo,mark\n') }),
      () => ({ label: 'CSV cut mid-row', fileName: 'd.csv', bytes: strToU8(csvText([HEADER, ...rows]).slice(0, rng.int(5, 60))) }),
    ];
    return rng.pick(makers)();
  }
  if (format === 'json') {
    const records = rows.map(([name, logo, mark]) => ({ name, logo, mark }));
    const makers: (() => DataCase)[] = [
      () => ({ label: 'JSON nested 5000 deep', fileName: 'd.json', bytes: strToU8(nestedJson(5000)) }),
      () => ({ label: 'JSON record nested deep', fileName: 'd.json', bytes: strToU8(`[{"name":${nestedJson(rng.pick([200, 3000, 20_000]), '"x"')}}]`) }),
      () => ({ label: 'JSON object nested deep', fileName: 'd.json', bytes: strToU8(`[{"name":"a","x":${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}}]`) }),
      () => ({ label: 'JSON with __proto__ keys', fileName: 'd.json', bytes: strToU8('[{"__proto__":{"name":"polluted"},"constructor":"c","name":"Ada"}]') }),
      () => ({ label: 'JSON cut short', fileName: 'd.json', bytes: strToU8(JSON.stringify(records).slice(0, rng.int(1, 80))) }),
      () => ({ label: 'JSON of non-records', fileName: 'd.json', bytes: strToU8(JSON.stringify(rng.pick([[1, 'a', null], 'text', 42, { a: 1 }, [[1, 2]]]))) }),
      () => ({ label: 'JSON with odd values', fileName: 'd.json', bytes: strToU8(JSON.stringify([{ name: 1e308, logo: false, mark: [1, [2]] }, ...records])) }),
    ];
    return rng.pick(makers)();
  }
  const makers: (() => DataCase)[] = [
    () => ({ label: 'XLSX with a cell at XFD1048576', fileName: 'd.xlsx', bytes: xlsxFile([...rowsToCells([HEADER, ...rows]), { ref: 'XFD1048576', value: 'far' }]) }),
    () => {
      const ref = `${columnLetters(rng.int(1000, 16383))}${rng.int(1, 1_048_576)}`;
      return { label: `XLSX with a cell at ${ref}`, fileName: 'd.xlsx', bytes: xlsxFile([...rowsToCells([HEADER, ...rows]), { ref, value: 'far' }]) };
    },
    () => ({ label: 'XLSX cut short', fileName: 'd.xlsx', bytes: xlsxFile(rowsToCells([HEADER, ...rows])).slice(0, rng.int(10, 400)) }),
    () => ({ label: 'XLSX with broken sheet XML', fileName: 'd.xlsx', bytes: xlsxFile([], `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t>${'<'.repeat(rng.int(1, 5))}`) }),
    () => ({ label: 'XLSX with a bad cell reference', fileName: 'd.xlsx', bytes: xlsxFile([...rowsToCells([HEADER]), { ref: rng.pick(['A0', 'ZZZZ1', 'A99999999', 'A-1']), value: 'x' }]) }),
    () => ({ label: 'good XLSX', fileName: 'd.xlsx', bytes: xlsxFile(rowsToCells([HEADER, ...rows])) }),
    () => {
      // Sparse: the table, a formatted but empty cell at the sheet's last cell, and maybe one stray value far off.
      const stray = rng.int(0, 1) === 1 ? [{ ref: `${columnLetters(rng.int(3, 16383))}${rng.int(rows.length + 2, 1_048_575)}`, value: 'stray' }] : [];
      const label = `sparse XLSX, styled XFD1048576${stray.length ? `, value at ${stray[0].ref}` : ''}`;
      return { label, fileName: 'd.xlsx', bytes: xlsxFile([...rowsToCells([HEADER, ...rows]), ...stray], undefined, '<row r="1048576"><c r="XFD1048576" s="1"/></row>') };
    },
  ];
  return rng.pick(makers)();
}
