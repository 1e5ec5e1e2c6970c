// "Show when" conditions (issue #11): a field prints only for the records whose condition holds, on every output
// path, read back with pdftotext; a condition pdfme's evaluator cannot evaluate fails its record, naming the field;
// validation names a condition that cannot be read. Computed text ({expressions} in fixed text) prints its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateConditions } from '../../../../src/worker/expressions/conditions';
import { validateTemplate } from '../../../../src/templates/validate';
import type { Template } from '../../../../src/templates/types';
import { createNodeEngine, type NodeEngine } from '../../../../src/worker/node';
import { pdfPageTexts, pdfText } from '../../../support/readBack';

const field = (name: string, y: number, extra: Record<string, unknown> = {}) => ({
  name, type: 'text', position: { x: 10, y }, width: 150, height: 10, fontSize: 12, content: '', ...extra,
});

const template = {
  basePdf: { width: 180, height: 80, padding: [5, 5, 5, 5] },
  schemas: [
    [
      field('customer', 5),
      field('total', 18),
      field('discountNote', 31, { readOnly: true, content: 'Loyalty discount applied', platenShowIf: 'Number(total) >= 100' }),
      field('country', 44),
      field('customs', 57, { readOnly: true, content: 'Customs form enclosed ({total} GBP, x{Number(total) * 2})', platenShowIf: 'country !== "GB"' }),
    ],
  ],
} as unknown as Template;

const records = [
  { customer: 'Ada Lovelace', total: '120', country: 'GB' },
  { customer: 'Grace Hopper', total: '40', country: 'US' },
];

let engine: NodeEngine;
beforeAll(async () => {
  engine = await createNodeEngine({ workers: 1 });
});
afterAll(async () => {
  await engine?.close();
});

describe('"Show when" conditions', () => {
  it('the evaluator: true shows, false hides, a failing expression is named', () => {
    const schemas = template.schemas as never;
    expect([...evaluateConditions(schemas, records[0]).hidden]).toEqual(['customs']);
    expect([...evaluateConditions(schemas, records[1]).hidden]).toEqual(['discountNote']);
    const broken = [[{ ...template.schemas[0][0], platenShowIf: 'total.nothing.deeper > 1' }]] as never;
    expect(evaluateConditions(broken, { total: '5' }).errors).toEqual([
      { field: 'customer', message: 'its “Show when” condition (total.nothing.deeper > 1) cannot be evaluated for this record' },
    ]);
  });

  it('prints each field only for the records whose condition holds, in a merged PDF and a single render', async () => {
    const parts: Uint8Array[] = [];
    const summary = await engine.batch('conditions', template, records, { output: 'merged' }, () => {}, (part) => void parts.push(part.slice()));
    expect(summary).toMatchObject({ done: 2, failed: 0 });
    const pages = await pdfPageTexts(new Uint8Array(Buffer.concat(parts)));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Loyalty discount applied');
    expect(pages[0]).not.toContain('Customs form');
    expect(pages[1]).not.toContain('Loyalty discount');
    // computed text: the record's value and an expression over it
    expect(pages[1]).toContain('Customs form enclosed (40 GBP, x80)');

    const single = await engine.render(template, records[1]);
    expect(single.ok).toBe(true);
    if (single.ok) expect(await pdfText(single.pdf)).not.toContain('Loyalty');
  });

  it('the canvas layout marks a hidden field and closes nothing up that the PDF does not', async () => {
    const shown = await engine.layout(template, records[0]);
    const hidden = await engine.layout(template, records[1]);
    expect(shown.ok && hidden.ok).toBe(true);
    if (!shown.ok || !hidden.ok) return;
    expect(shown.fields.discountNote.hidden).toBeUndefined();
    expect(shown.fields.discountNote.text?.lines).toEqual(['Loyalty discount applied']);
    expect(hidden.fields.discountNote).toEqual({ pageOffset: 0, box: { x: 10, y: 31, width: 150, height: 10 }, hidden: true });
    expect(hidden.fields.customs.hidden).toBeUndefined();
  });

  it('fails only the record whose condition cannot be evaluated, naming the field', async () => {
    const broken = structuredClone(template);
    broken.schemas[0][2].platenShowIf = 'total.nothing.deeper > 1'; // reads a property of undefined
    const summary = await engine.batch('broken-condition', broken, records, { output: 'zip' }, () => {}, () => {});
    expect(summary.failed).toBe(2);
    expect(summary.errors[0]).toMatchObject({ row: 0, field: 'discountNote' });
    expect(summary.errors[0].message).toContain('“Show when” condition (total.nothing.deeper > 1) cannot be evaluated');
  });

  it('preflight names the rows and the field whose condition cannot be evaluated, before the batch', async () => {
    const broken = structuredClone(template);
    broken.schemas[0][2].platenShowIf = 'total.nothing.deeper > 1';
    const problems = (await engine.preflight(broken, records)).filter((problem) => problem.path[2] === 'discountNote');
    expect(problems.map((problem) => [problem.path, problem.severity])).toEqual([
      [['records', 0, 'discountNote'], 'error'],
      [['records', 1, 'discountNote'], 'error'],
    ]);
    expect(await engine.preflight(template, records)).toEqual([]);
  });

  it('validation names an unreadable condition (error) and one that reads no field (warning)', () => {
    const bad = structuredClone(template);
    bad.schemas[0][2].platenShowIf = 'Number(total >= 100';
    bad.schemas[0][4].platenShowIf = 'contry !== "GB"';
    const problems = validateTemplate(bad).filter((problem) => problem.path.includes('platenShowIf'));
    expect(problems).toEqual([
      { path: ['schemas', 0, 2, 'platenShowIf'], severity: 'error', message: 'Page 1, field “discountNote”: the “Show when” condition cannot be read: “)” is missing.' },
      {
        path: ['schemas', 0, 4, 'platenShowIf'],
        severity: 'warning',
        message: 'Page 1, field “customs”: the “Show when” condition reads “contry”, which names no field in this template: unless the data has a column of that name, every record fails.',
      },
    ]);
  });
});
