/**
 * The fidelity checks every output path runs: each record's PDF read back with pdftotext (every printed value found),
 * qpdf --check and pdffonts (each document), zbarimg (a sample of pages). Problems come back as sentences naming the
 * path, template and record, so one failing assertion lists them all; counts go to a tally printed after the run.
 */
import type { FidelityCase } from '../../fixtures/fidelity/cases';
import { printedOnPage, printedValues } from '../../support/printedValues';
import { barcodeValues, mapLimit, normaliseText, pdfPageTexts, qpdfProblems, searchable, unembeddedFonts } from '../../support/readBack';

export interface Tally {
  documents: number;
  records: number;
  /** non-whitespace characters of expected values looked for in pdftotext's text */
  characters: number;
  scannedPages: number;
}

export const tally = new Map<string, Tally>();

function count(path: string): Tally {
  let entry = tally.get(path);
  if (!entry) tally.set(path, (entry = { documents: 0, records: 0, characters: 0, scannedPages: 0 }));
  return entry;
}

/** "shipping-label #3 (Grek)": how problems name a record. */
export const recordLabel = (c: FidelityCase, row: number) => `${c.id} #${row + 1} (${c.scripts[row]})`;

/** Each record's normalised text by path, to compare paths with each other. */
export const textsByPath = new Map<string, Map<string, string>>();

function remember(path: string, key: string, text: string): void {
  let byKey = textsByPath.get(path);
  if (!byKey) textsByPath.set(path, (byKey = new Map()));
  byKey.set(key, text);
}

/** Values (printed or hand-written) missing from one record's text. */
export function missingValues(c: FidelityCase, row: number, pageTexts: string[]): string[] {
  const expected = [...printedValues(c.template, c.records[row]).texts, ...(c.literal?.[row] ?? [])];
  const haystack = searchable(pageTexts.join('\n'));
  return expected.filter((value) => !haystack.includes(searchable(value)));
}

/** pdftotext check of one record's pages; answers problems, remembers the text for the cross-path comparison. */
export function checkRecordText(path: string, c: FidelityCase, row: number, pageTexts: string[]): string[] {
  const problems: string[] = [];
  const pages = c.template.schemas.length;
  if (pageTexts.length !== pages) problems.push(`${path}: ${recordLabel(c, row)} has ${pageTexts.length} pages, expected ${pages}`);
  const missing = missingValues(c, row, pageTexts);
  const text = normaliseText(pageTexts.join('\n'));
  if (missing.length > 0) {
    problems.push(`${path}: ${recordLabel(c, row)} pdftotext lacks ${missing.map((m) => JSON.stringify(m)).join(', ')} — read: ${JSON.stringify(text.slice(0, 400))}`);
  }
  const tallied = count(path);
  tallied.records += 1;
  tallied.characters += [...printedValues(c.template, c.records[row]).texts, ...(c.literal?.[row] ?? [])].join('').replace(/\s+/g, '').length;
  remember(path, `${c.id}#${row}`, text);
  return problems;
}

/** qpdf --check and pdffonts for one document. */
export async function checkDocument(path: string, label: string, pdf: Uint8Array): Promise<string[]> {
  count(path).documents += 1;
  const [qpdf, unembedded] = await Promise.all([qpdfProblems(pdf), unembeddedFonts(pdf)]);
  return [
    ...(qpdf.length ? [`${path}: ${label} qpdf --check: ${qpdf.join(' | ')}`] : []),
    ...(unembedded.length ? [`${path}: ${label} fonts not embedded: ${unembedded.join(', ')}`] : []),
  ];
}

/** zbarimg on the first page of this record (starting at `firstPage` in its document) that carries barcodes. */
export async function checkBarcodes(path: string, c: FidelityCase, row: number, pdf: Uint8Array, firstPage = 1): Promise<string[]> {
  const page = c.template.schemas.findIndex((_, index) => printedOnPage(c.template, c.records[row], index).barcodes.length > 0);
  if (page < 0) return [];
  const expected = printedOnPage(c.template, c.records[row], page).barcodes;
  const decoded = await barcodeValues(pdf, firstPage + page);
  count(path).scannedPages += 1;
  const missing = expected.filter((value) => !decoded.includes(value));
  return missing.length ? [`${path}: ${recordLabel(c, row)} zbarimg did not decode ${JSON.stringify(missing)} (decoded ${JSON.stringify(decoded)})`] : [];
}

/** Every check for records rendered one PDF each (single renders, ZIP entries); `scan` picks rows to zbarimg. */
export async function checkRecordFiles(path: string, c: FidelityCase, pdfs: (Uint8Array | undefined)[], scan: (row: number) => boolean): Promise<string[]> {
  const problems = await mapLimit(pdfs, 3, async (pdf, row) => {
    if (!pdf) return [`${path}: ${recordLabel(c, row)} was not rendered`];
    const [texts, document, barcodes] = await Promise.all([
      pdfPageTexts(pdf),
      checkDocument(path, recordLabel(c, row), pdf),
      scan(row) ? checkBarcodes(path, c, row, pdf) : Promise.resolve([]),
    ]);
    return [...checkRecordText(path, c, row, texts), ...document, ...barcodes];
  });
  return problems.flat();
}

/** Every check for a merged PDF: the document once, then each record's pages in data order. */
export async function checkMerged(path: string, c: FidelityCase, pdf: Uint8Array, scan: (row: number) => boolean): Promise<string[]> {
  const pages = c.template.schemas.length;
  const pageTexts = await pdfPageTexts(pdf);
  const problems = await checkDocument(path, `${c.id} merged`, pdf);
  if (pageTexts.length !== pages * c.records.length) problems.push(`${path}: ${c.id} merged has ${pageTexts.length} pages, expected ${pages * c.records.length}`);
  for (let row = 0; row < c.records.length; row += 1) {
    problems.push(...checkRecordText(path, c, row, pageTexts.slice(row * pages, (row + 1) * pages)));
    if (scan(row)) problems.push(...(await checkBarcodes(path, c, row, pdf, row * pages + 1)));
  }
  return problems;
}

/** Records whose normalised text on `path` differs from the reference path's. */
export function textDifferences(reference: string, path: string): string[] {
  const base = textsByPath.get(reference) ?? new Map<string, string>();
  const other = textsByPath.get(path) ?? new Map<string, string>();
  const out: string[] = [];
  for (const [key, text] of other) {
    const expected = base.get(key);
    if (expected !== undefined && expected !== text) out.push(`${path} vs ${reference}: ${key} — ${firstDifference(expected, text)}`);
  }
  return out;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 20);
  return `at character ${i}: ${JSON.stringify(a.slice(from, i + 20))} vs ${JSON.stringify(b.slice(from, i + 20))}`;
}

/** The tally as one line per path, for the run's output. */
export function tallyLines(): string[] {
  return [...tally].map(([path, t]) => `${path}: ${t.records} records, ${t.documents} documents, ${t.characters} characters, ${t.scannedPages} pages scanned`);
}
