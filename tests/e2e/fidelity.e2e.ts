// Issue #8 in the browser, through the real UI: the gallery's shipping label opened from Templates, 300 records in
// many scripts imported through the Data panel's file chooser, then a ZIP and a merged PDF generated in the same tab
// (so the second batch runs on warm workers), then one record's live preview saved with its Download PDF button.
// Every PDF is read back with pdftotext; a sample is checked with qpdf, pdffonts and zbarimg; the ZIP's names come
// back from Info-ZIP unzip as written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRecord } from '../../src/templates/types';
import { shippingRecord, type FidelityCase } from '../fixtures/fidelity/cases';
import { CJK_PEOPLE, PEOPLE } from '../fixtures/fidelity/people';
import { printedValues } from '../support/printedValues';
import {
  barcodeValues,
  mapLimit,
  normaliseText,
  pdfFonts,
  pdfPageTexts,
  qpdfProblems,
  removeScratchDirs,
  scratchDir,
  searchable,
  unzipToDisk,
  zipEntryNames,
} from '../support/readBack';
import { openApp, type OpenedApp } from './support/browser';
import { openDoc, openTab } from './support/designerPage';

const ROWS = 300;
/** A batch of 300 labels takes well under a minute on a quiet 2-core machine; the machine may be far from quiet. */
const BATCH_MS = 540_000;
/** Rows set in CJK (Japanese, Korean, Simplified, Traditional Chinese): a few, as a real mailing list might have. */
const CJK_ROWS = new Map([
  [7, CJK_PEOPLE[0]],
  [120, CJK_PEOPLE[1]],
  [211, CJK_PEOPLE[2]],
  [298, CJK_PEOPLE[3]],
]);
const FILE_NAMES = '{recipientName}-{reference}.pdf';
/** Records the checks sample with qpdf, pdffonts and zbarimg (every record is read with pdftotext). */
const SAMPLED = [0, 1, 2, 3, 4, 5, 6, 7, 120, 211, 298, 299];

const records: DataRecord[] = Array.from({ length: ROWS }, (_, row) => shippingRecord(CJK_ROWS.get(row) ?? PEOPLE[row % PEOPLE.length], row));

function csv(rows: DataRecord[]): string {
  const columns = Object.keys(rows[0]);
  const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n');
}

/** The names the ZIP should hold: the pattern filled from each record (all of them file-system safe already). */
const expectedNames = records.map((record) => `${record.recipientName}-${record.reference}.pdf`);

/** One record's problems: printed values pdftotext does not find. */
function missing(template: FidelityCase['template'], record: DataRecord, text: string): string[] {
  const haystack = searchable(text);
  return printedValues(template, record).texts.filter((value) => !haystack.includes(searchable(value)));
}

describe('fidelity in the browser: shipping label, 300 records in many scripts', () => {
  let app: OpenedApp;
  let page: Page;
  let template: FidelityCase['template'];
  const zipTexts = new Map<number, string>();

  const data = () => page.getByRole('region', { name: 'Data' });

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
  });
  afterAll(async () => {
    await app?.close();
    removeScratchDirs();
  });

  async function runBatch(output: 'zip' | 'merged'): Promise<Uint8Array> {
    await openTab(page, 'Data');
    await data().getByRole('tab', { name: 'Batch' }).click();
    if (output === 'zip') {
      await data().getByLabel('One PDF per record (ZIP)').check();
      await data().getByLabel('File names').fill(FILE_NAMES);
    } else {
      await data().getByLabel('One merged PDF').check();
    }
    const download = page.waitForEvent('download', { timeout: BATCH_MS });
    await data().getByRole('button', { name: `Start batch of ${ROWS}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(output === 'zip' ? 'Shipping label.zip' : 'Shipping label.pdf');
    await expect.poll(() => data().getByRole('status', { name: 'Batch summary' }).textContent(), { timeout: 30_000 }).toContain(`${ROWS} of ${ROWS} rendered`);
    return new Uint8Array(readFileSync(await file.path()));
  }

  it('opens the shipping label from the gallery and imports the CSV through the file chooser', async () => {
    await openTab(page, 'Templates');
    await page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Shipping label', exact: true }).click();
    await expect.poll(async () => (await openDoc(page)).platen?.name).toBe('Shipping label');
    template = await openDoc(page);

    const file = join(scratchDir('platen-fidelity-e2e-'), 'labels-300.csv');
    writeFileSync(file, csv(records));
    await openTab(page, 'Data');
    const chooser = page.waitForEvent('filechooser');
    await data().getByRole('button', { name: 'Choose data file…' }).click();
    await (await chooser).setFiles(file);
    await expect.poll(() => data().getByRole('status', { name: 'Imported data' }).textContent()).toContain(`labels-300.csv — ${ROWS} rows, 8 columns`);
  });

  it('writes a ZIP whose names Info-ZIP unzip lists and extracts as written, and whose every PDF reads back', { timeout: BATCH_MS + 60_000 }, async () => {
    const zip = await runBatch('zip');
    const entries = unzipSync(zip);
    const written = Object.keys(entries);
    expect(written).toEqual(expectedNames);
    expect(written).toContain('Noah Núñez-Order 100-4800.pdf');
    expect(await zipEntryNames(zip)).toEqual(expectedNames);
    expect((await unzipToDisk(zip)).files.sort()).toEqual([...expectedNames].sort());

    const problems = (
      await mapLimit(records, 4, async (record, row) => {
        const pdf = entries[expectedNames[row]];
        const pages = await pdfPageTexts(pdf);
        zipTexts.set(row, normaliseText(pages.join('\n')));
        const lacking = missing(template, record, pages.join('\n'));
        const found: string[] = lacking.length ? [`row ${row + 1} (${record.recipientName}): pdftotext lacks ${JSON.stringify(lacking)}`] : [];
        if (pages.length !== 1) found.push(`row ${row + 1}: ${pages.length} pages`);
        if (SAMPLED.includes(row)) found.push(...(await documentProblems(`row ${row + 1}`, pdf, printedValues(template, record).barcodes)));
        return found;
      })
    ).flat();
    expect(problems).toEqual([]);
  });

  it('then a merged PDF in the same tab (warm workers) with the same text for every record', { timeout: BATCH_MS + 60_000 }, async () => {
    const pdf = await runBatch('merged');
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(ROWS);
    const problems: string[] = await documentProblems('merged', pdf, []);
    records.forEach((record, row) => {
      const lacking = missing(template, record, pages[row]);
      if (lacking.length) problems.push(`page ${row + 1} (${record.recipientName}): pdftotext lacks ${JSON.stringify(lacking)}`);
      const text = normaliseText(pages[row]);
      if (zipTexts.has(row) && zipTexts.get(row) !== text) problems.push(`page ${row + 1}: merged text ${JSON.stringify(text)} differs from the ZIP's ${JSON.stringify(zipTexts.get(row))}`);
    });
    for (const row of SAMPLED.slice(0, 4)) {
      const decoded = await barcodeValues(pdf, row + 1);
      const expected = printedValues(template, records[row]).barcodes;
      if (expected.some((value) => !decoded.includes(value))) problems.push(`page ${row + 1}: zbarimg decoded ${JSON.stringify(decoded)}, expected ${JSON.stringify(expected)}`);
    }
    expect(problems).toEqual([]);
    expect(app.foreignRequests).toEqual([]);
  });

  it('and the live preview of a record, saved with Download PDF, reads back the same', { timeout: 180_000 }, async () => {
    const row = 211; // Simplified Chinese, after both batches: the coordinator's engine is warm too
    await openTab(page, 'Data');
    const number = data().getByLabel('Record number');
    await number.fill(String(row + 1));
    await number.press('Enter');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const pane = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => pane.getByRole('status').textContent(), { timeout: 120_000 }).toContain(`Data row ${row + 1} · rendered`);
    const download = page.waitForEvent('download');
    await pane.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Shipping label – row ${row + 1}.pdf`);
    const pdf = new Uint8Array(readFileSync(await file.path()));
    const pages = await pdfPageTexts(pdf);
    expect(missing(template, records[row], pages.join('\n'))).toEqual([]);
    expect(normaliseText(pages.join('\n'))).toBe(zipTexts.get(row));
    expect(await documentProblems('preview', pdf, printedValues(template, records[row]).barcodes)).toEqual([]);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
  });
});

/** qpdf --check, pdffonts and (when barcodes are given) zbarimg on page 1. */
async function documentProblems(label: string, pdf: Uint8Array, barcodes: string[]): Promise<string[]> {
  const problems: string[] = [];
  const qpdf = await qpdfProblems(pdf);
  if (qpdf.length) problems.push(`${label}: ${qpdf.join(' | ')}`);
  const unembedded = (await pdfFonts(pdf)).filter((font) => !font.embedded);
  if (unembedded.length) problems.push(`${label}: fonts not embedded ${JSON.stringify(unembedded)}`);
  if (barcodes.length) {
    const decoded = await barcodeValues(pdf, 1);
    if (barcodes.some((value) => !decoded.includes(value))) problems.push(`${label}: zbarimg decoded ${JSON.stringify(decoded)}, expected ${JSON.stringify(barcodes)}`);
  }
  return problems;
}
