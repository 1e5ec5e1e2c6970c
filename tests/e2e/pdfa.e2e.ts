// Issue #18 in the browser, through the real UI: a template's Standard set to PDF/A-3b in Pages → Document (one
// undoable step) with a document title from a column, a record pasted into the Data panel, its preview saved with Download PDF. The file passes PDFBox's
// preflight (with what PDF/A-3 allows beyond 1b) and our XMP checks, and is byte for byte what `platen render --pdfa`
// writes for the same template and record once the date is the same (SOURCE_DATE_EPOCH = the browser's date).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../src/templates/types';
import { disallowed, metadataProblems, runPreflight } from '../support/pdfaPreflight';
import { openApp, type OpenedApp } from './support/browser';
import { loadTemplate, openDoc, openTab, downloadPreview, pasteData } from './support/designerPage';

const text = (name: string, y: number) => ({ name, type: 'text', position: { x: 20, y }, width: 120, height: 10, fontSize: 12, content: name });
const template = {
  basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
  schemas: [[text('customer', 20), text('total', 35)]],
  platen: { name: 'Receipt' },
} as unknown as Template;

describe('PDF/A from the designer', () => {
  let app: OpenedApp;
  let page: Page;
  const work = mkdtempSync(join(tmpdir(), 'platen-pdfa-e2e-'));

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await loadTemplate(page, template);
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('Pages → Document → Standard: PDF/A-3b; the preview file conforms and equals the CLI’s', { timeout: 600_000 }, async () => {
    await openTab(page, 'Pages');
    const document = page.getByRole('group', { name: 'Document' });
    await document.getByLabel('Standard').selectOption({ label: 'PDF/A-3b' });
    await expect.poll(async () => (await openDoc(page)).platen?.standard).toBe('pdfa-3b');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await openDoc(page)).platen?.standard).toBeUndefined();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(async () => (await openDoc(page)).platen?.standard).toBe('pdfa-3b');
    const title = document.getByLabel('Document title');
    await title.fill('Receipt for {customer}');
    await title.press('Enter');
    await expect.poll(async () => (await openDoc(page)).platen?.titlePattern).toBe('Receipt for {customer}');
    await app.screenshot('pdfa-1-document-standard');

    await pasteData(page, 'customer\ttotal\nAda Lovelace\t120');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const browserFile = join(work, 'browser.pdf');
    writeFileSync(browserFile, await downloadPreview(page));

    const results = await runPreflight([browserFile]);
    expect(disallowed(results.get(browserFile) ?? [{ code: 'none', details: 'no result', page: null }], 3)).toEqual([]);
    expect(await metadataProblems(browserFile, 3, 'Receipt for Ada Lovelace')).toEqual([]);

    // The CLI, dated as the browser dated its file, with the designer's template and the same record.
    const iso = /CreationDate:\s+(\S+)/.exec(execFileSync('pdfinfo', ['-isodates', browserFile], { encoding: 'utf8' }))?.[1];
    expect(iso).toBeTruthy();
    const templatePath = join(work, 'receipt.json');
    const dataPath = join(work, 'receipt.csv');
    writeFileSync(templatePath, JSON.stringify(await openDoc(page)));
    writeFileSync(dataPath, 'customer,total\nAda Lovelace,120\n');
    const epoch = String(Math.floor(new Date(iso!).getTime() / 1000));
    await promisify(execFile)(process.execPath, ['bin/platen.js', 'render', '-t', templatePath, '-d', dataPath, '-o', join(work, 'cli/'), '-q'], {
      env: { ...process.env, SOURCE_DATE_EPOCH: epoch },
    });
    expect(readFileSync(join(work, 'cli', 'record-1.pdf')).equals(readFileSync(browserFile))).toBe(true);
  });
});
