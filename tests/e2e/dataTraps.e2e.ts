// Issue #17 in the Data panel, as a person meets it: a CSV whose rows an unclosed quote merged, a picture picked as
// the data file, and a File names pattern naming a column that is not there. Each is shown as an error where it was
// made, and Start batch stays disabled until it is fixed; no batch ever runs from them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createField } from '../../src/templates/fieldTypes';
import type { Template } from '../../src/templates/types';
import { openApp, type OpenedApp } from './support/browser';

type DesignerHook = { __platenDesigner: { load(t: Template, id: string | null): void; getDoc(): Template } };

function badgeTemplate(): Template {
  return {
    basePdf: { width: 90, height: 60, padding: [0, 0, 0, 0] },
    schemas: [[{ ...createField('text', 'name', { x: 5, y: 5 }), width: 80 }, { ...createField('text', 'company', { x: 5, y: 20 }), width: 80 }]],
    platen: { name: 'Traps' },
  };
}

const MERGED = ['name,company', 'Ada Lovelace,Analytical Engines', 'Alan Turing,Bletchley Park', '"Grace Hopper,Navy', 'Katherine Johnson,NASA', 'Dorothy Vaughan,NASA', ''].join('\n');
const GOOD = 'name,company\nAda Lovelace,Analytical Engines\nAlan Turing,Bletchley Park\n';

describe('the Data panel refuses the data traps of issue #17', () => {
  let app: OpenedApp;
  let page: Page;
  const panel = () => page.getByRole('region', { name: 'Data' });
  const importFile = async (name: string, buffer: Buffer) => {
    await panel().getByRole('tab', { name: 'Import' }).click();
    await panel().getByLabel('Data file').setInputFiles({ name, mimeType: 'text/csv', buffer });
    await expect.poll(() => panel().getByRole('status', { name: 'Imported data' }).textContent()).toContain(name);
  };
  const startButton = () => panel().getByRole('button', { name: /^Start batch/ });

  beforeAll(async () => {
    app = await openApp();
    page = app.page;
    await page.getByRole('heading', { name: 'Platen' }).waitFor();
    await page.waitForFunction(() => (window as unknown as DesignerHook).__platenDesigner.getDoc().schemas[0].length > 0);
    await page.evaluate((t) => (window as unknown as DesignerHook).__platenDesigner.load(t, null), badgeTemplate());
    await page.getByRole('tablist', { name: 'Right sidebar' }).getByRole('tab', { name: 'Data' }).click();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('shows rows merged by an unclosed quote as an error naming the line, and will not start a batch from them', async () => {
    await importFile('staff.csv', Buffer.from(MERGED));
    const problems = panel().getByRole('list', { name: 'Import problems' });
    const error = problems.locator('.data-problem--error').filter({ hasText: 'line 4: a quote opened here is never closed, so lines 4–6 ran into one cell' });
    expect(await error.count()).toBe(1);
    expect(await panel().getByRole('alert').filter({ hasText: 'cannot be used' }).textContent()).toContain('“staff.csv” cannot be used');
    await panel().getByRole('tab', { name: 'Batch' }).click();
    expect(await startButton().isDisabled()).toBe(true);
    expect(await panel().getByRole('alert').textContent()).toContain('line 4: a quote opened here is never closed');
    await app.screenshot('traps-1-merged-rows');
  });

  it('names a PNG picked as the data file for what it is, with none of its bytes on screen', async () => {
    const png = readFileSync(join(process.cwd(), 'docs/multi-script.png'));
    await importFile('data.csv', png);
    const problems = await panel().getByRole('list', { name: 'Import problems' }).textContent();
    expect(problems).toContain('“data.csv” looks like a PNG image, not CSV text');
    expect(await panel().textContent()).not.toMatch(/\ufffd|\u001a/);
    await panel().getByRole('tab', { name: 'Batch' }).click();
    expect(await startButton().isDisabled()).toBe(true);
  });

  it('shows a File names pattern naming an unknown column as an error, listing the names there are, and disables Start', async () => {
    await importFile('good.csv', Buffer.from(GOOD));
    expect(await panel().getByRole('list', { name: 'Import problems' }).count()).toBe(0);
    await panel().getByRole('tab', { name: 'Batch' }).click();
    await panel().getByLabel('One PDF per record (ZIP)').check();
    const box = panel().getByLabel('File names');
    await box.fill('badge-{fullname}.pdf');
    const alert = panel().getByRole('alert').filter({ hasText: 'fullname' });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('there is no column or field “fullname”; the columns and fields are: name, company (and {row}');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await startButton().isDisabled()).toBe(true);
    await app.screenshot('traps-2-file-name');

    await box.fill('badge-{name}-{row}.pdf');
    await expect.poll(() => alert.count()).toBe(0);
    expect(await box.getAttribute('aria-invalid')).toBe('false');
    expect(await startButton().isDisabled()).toBe(false);
  });
});
