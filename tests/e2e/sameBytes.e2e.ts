/**
 * The browser's engine and the Node engine write the same bytes for the same template and record (issue #8): both
 * deflate with fflate, so once the date is the same (SOURCE_DATE_EPOCH on the Node side, set to the date the
 * browser wrote) the files are identical — the preview render and every file of a ZIP batch, each made by one of
 * the page's render workers. tests/unit/worker/engine/reproducible.test.ts shows Node's workers equal its main thread.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGalleryEntry } from '../../src/templates/gallery';
import type { DataRecord, Template } from '../../src/templates/types';
import { fixDocumentDate } from '../../src/worker/engine/documentDate';
import { RenderEngine } from '../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../src/worker/fonts/nodeFontReader';
import { CJK_PEOPLE, PEOPLE } from '../fixtures/fidelity/people';
import { shippingRecord } from '../fixtures/fidelity/cases';
import type { HarnessBatch } from './harness/harness';
import { ARTIFACTS, openApp, type OpenedApp } from './support/browser';
import { taggedInfo } from '../support/structureTree';

let app: OpenedApp;
const node = new RenderEngine(readFontFromNodeModules);
const template = structuredClone(findGalleryEntry('shipping-label')!.template) as Template;
const records: DataRecord[] = [PEOPLE[1], PEOPLE[4], CJK_PEOPLE[0], CJK_PEOPLE[2]].map((person, i) => shippingRecord(person, i));

beforeAll(async () => {
  app = await openApp('engine-harness.html');
  await app.page.locator('body[data-ready="true"]').waitFor();
});

afterAll(async () => {
  await app?.close();
  fixDocumentDate(undefined);
});

/** The /CreationDate a PDF carries, as pdfinfo reads it. */
function creationDate(pdf: Uint8Array, name: string): Date {
  const file = join(ARTIFACTS, `same-bytes-${name}`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' });
  const iso = /CreationDate:\s+(\S+)/.exec(info)?.[1];
  expect(iso, `${name} has a creation date`).toBeTruthy();
  return new Date(iso!);
}

/** The Node engine's bytes for a record, dated as the browser dated its file. */
async function nodeBytes(record: DataRecord, date: Date, t: Template = template): Promise<Buffer> {
  fixDocumentDate(date);
  const result = await node.render(t, record);
  expect(result.ok).toBe(true);
  return Buffer.from(result.ok ? result.pdf : new Uint8Array());
}

describe('the same bytes in Chromium and in Node', () => {
  it('a preview render', async () => {
    const result = await app.page.evaluate(([t, r]) => window.platenHarness.render(t, r), [template, records[2]] as const);
    expect(result.ok).toBe(true);
    const browser = Buffer.from((result as { base64: string }).base64, 'base64');
    expect(browser.equals(await nodeBytes(records[2], creationDate(browser, 'preview.pdf')))).toBe(true);
  });

  it('a tagged (PDF/UA) preview render, structure tree and all', async () => {
    const tagged: Template = { ...template, platen: { ...template.platen, pdfua: true } };
    const result = await app.page.evaluate(([t, r]) => window.platenHarness.render(t, r), [tagged, records[2]] as const);
    expect(result.ok).toBe(true);
    const browser = Buffer.from((result as { base64: string }).base64, 'base64');
    expect((await taggedInfo(browser)).tagged).toBe(true);
    expect(browser.equals(await nodeBytes(records[2], creationDate(browser, 'tagged.pdf'), tagged))).toBe(true);
  });

  it('every file of a ZIP batch from the render workers', async () => {
    const result = (await app.page.evaluate(
      ([t, r]) => window.platenHarness.batch(t, r, { output: 'zip', fileName: '{reference}.pdf', workers: 2 }),
      [template, records] as const,
    )) as HarnessBatch;
    const entries = Object.entries(unzipSync(Buffer.from(result.base64, 'base64')));
    expect(entries).toHaveLength(records.length);
    const differing: string[] = [];
    for (const [index, [name, bytes]] of entries.entries()) {
      const expected = await nodeBytes(records[index], creationDate(bytes, name));
      if (!Buffer.from(bytes).equals(expected)) differing.push(name);
    }
    expect(differing).toEqual([]);
  });
});
