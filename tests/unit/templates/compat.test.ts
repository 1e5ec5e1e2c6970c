/**
 * pdfme compatibility as a promise: every template in tests/fixtures/pdfme-compat that stock @pdfme/generator 6
 * renders, Platen loads (warnings allowed, no errors), renders on the Node engine with the same words, and
 * `platen render` turns into a PDF with the same words (exit 0). The Node engine's pages also look like stock's, compared
 * as pictures (tests/support/pagePictures.ts; barcodes as whole boxes, see tests/unit/fidelity/stockPictures.test.ts).
 * Its repairs leave the printed words unchanged.
 * A fixture named stock-refuses-* is one stock pdfme refuses too: Platen must refuse it with a place, not a crash.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTemplateFile, serializeTemplate } from '../../../src/templates/legacy';
import { plannedRepairs, repairedCopy } from '../../../src/templates/repairs';
import { createNodeEngine, type NodeEngine } from '../../../src/worker/node';
import { stockBarcodeBoxes } from '../../support/barcodeBoxes';
import { pictureProblems } from '../../support/pagePictures';
import { platen, removeScratch, scratch } from '../cli/support';
import { compatFixtures, stockGenerate, textOf, wordMultiset } from './compatFixtures';

const fixtures = compatFixtures();
let engine: NodeEngine;

beforeAll(async () => {
  engine = await createNodeEngine({ workers: 1 });
});
afterAll(async () => {
  await engine.close();
  removeScratch();
});

describe('the pdfme-compat corpus', () => {
  it('has a fixture for every case the promise covers', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
  });

  it('offers repairs exactly where Platen is stricter than pdfme and a repair keeps the print', () => {
    const repairable = fixtures.filter((f) => plannedRepairs(parseTemplateFile(f.text).template ?? ({ schemas: [] } as never)).length > 0);
    expect(repairable.map((f) => f.name)).toEqual(['header-duplicate-name', 'mvt-non-json-content', 'string-numbers']);
  });

  for (const fixture of fixtures.filter((f) => !f.name.startsWith('stock-refuses-'))) {
    it(`${fixture.name}: stock pdfme renders it, and so does Platen with the same words and pages that look the same`, { timeout: 180_000 }, async () => {
      const stockPdf = await stockGenerate(fixture.text, fixture.inputs);
      const stock = wordMultiset(textOf(stockPdf));
      expect(stock.length).toBeGreaterThan(0);

      const loaded = parseTemplateFile(fixture.text);
      expect(loaded.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      const template = loaded.template!;
      expect(template).toBeDefined();

      const rendered = await engine.render(template, fixture.inputs[0]);
      if (!rendered.ok) throw new Error(JSON.stringify(rendered.errors));
      expect(wordMultiset(textOf(rendered.pdf))).toEqual(stock);
      const barcodes = await stockBarcodeBoxes(fixture.text, fixture.inputs[0]);
      expect(await pictureProblems(fixture.name, stockPdf, rendered.pdf, barcodes)).toEqual([]);

      const out = join(scratch(), 'out.pdf');
      const run = await platen('render', '-t', fixture.templatePath, '-d', fixture.inputsPath, '-o', out, '--workers', '1');
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
      expect(wordMultiset(textOf(new Uint8Array(readFileSync(out))))).toEqual(stock);
    });

    const planned = plannedRepairs(parseTemplateFile(fixture.text).template!);
    if (planned.length === 0) continue;
    it(`${fixture.name}: after Repair, stock pdfme prints the same words and the repaired warnings are gone`, { timeout: 180_000 }, async () => {
      const template = parseTemplateFile(fixture.text).template!;
      const repaired = repairedCopy(template);
      expect(plannedRepairs(repaired)).toEqual([]);
      const before = wordMultiset(textOf(await stockGenerate(serializeTemplate(template), fixture.inputs)));
      const after = wordMultiset(textOf(await stockGenerate(serializeTemplate(repaired), fixture.inputs)));
      expect(after).toEqual(before);
      const stillWarned = parseTemplateFile(serializeTemplate(repaired)).problems.map((p) => JSON.stringify(p.path));
      for (const { path } of planned) expect(stillWarned).not.toContain(JSON.stringify(path));
    });
  }

  for (const fixture of fixtures.filter((f) => f.name.startsWith('stock-refuses-'))) {
    it(`${fixture.name}: stock pdfme refuses it, and Platen refuses it with a place instead of a crash`, { timeout: 180_000 }, async () => {
      await expect(stockGenerate(fixture.text, fixture.inputs)).rejects.toThrow();
      const loaded = parseTemplateFile(fixture.text);
      const errors = loaded.problems.filter((problem) => problem.severity === 'error');
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.path.length).toBeGreaterThan(0);

      const run = await platen('render', '-t', fixture.templatePath, '-d', fixture.inputsPath, '-o', join(scratch(), 'out.pdf'), '--workers', '1');
      expect(run.status).toBe(2);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stderr).toMatch(/fontName|font/);
    });
  }
});
