import { describe, expect, it } from 'vitest';
import { describeProblem, exportFileName, importOutcome } from '../../../../src/designer/library/importOutcome';
import { parseTemplateFile } from '../../../../src/templates/legacy';
import { readFileSync } from 'node:fs';

describe('importing a template file', () => {
  it('rejects broken JSON naming the line and column, and offers no template', () => {
    const outcome = importOutcome('broken.json', parseTemplateFile('{\n  "schemas": [[]],\n  "basePdf": \n}'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toMatch(/^“broken.json” was not imported: /);
    expect(outcome.message).toMatch(/line 4, column \d+/);
  });

  it('rejects JSON that is not a template, saying what is missing', () => {
    const outcome = importOutcome('data.json', parseTemplateFile('[{"name":"Ada"}]'));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain('schemas');
  });

  it('imports the legacy pdfme v4 invoice, keeping its fields and reporting the conversion', () => {
    const text = readFileSync('tests/fixtures/legacy-v4-invoice.json', 'utf8');
    const outcome = importOutcome('legacy-v4-invoice.json', parseTemplateFile(text));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.name).toBe('legacy-v4-invoice');
    expect(outcome.template.schemas[0].map((f) => f.name)).toContain('invoiceNo');
    expect(outcome.notes.length).toBeGreaterThan(0);
  });

  it('adds the JSON path to a problem whose sentence does not say where it is', () => {
    expect(describeProblem({ path: ['basePdf', 'width'], message: 'Must be positive.', severity: 'error' })).toBe('Must be positive. (at basePdf.width)');
    expect(describeProblem({ path: ['schemas', 0, 1], message: 'Page 1, field “x” is off the page.', severity: 'warning' })).toBe(
      'Page 1, field “x” is off the page.',
    );
  });

  it('exports under a file-system-safe name', () => {
    expect(exportFileName('Invoice / March: draft')).toBe('Invoice - March- draft.json');
    expect(exportFileName('')).toBe('template.json');
  });
});
