// The coordinator's own calls — the preview render, the canvas layout, preflight — run on a render worker under a
// per-record time limit (issue #9): a record whose text pdfme would lay out for minutes ends as an error value naming
// its row or field, the worker is replaced, and the next call works. A pdfme expression that runs away
// (`{"AB".repeat(5e7)}` builds 100 million characters, which would exhaust the worker's memory before any time limit)
// fails its record at once on the text-length limit (src/templates/textLimit.ts). The limit is set small here; how
// fast things were is not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../../src/templates/types';
import { createNodeEngine, type NodeEngine } from '../../../../src/worker/node';
import { SLOW_TO_WRAP } from '../../../support/slowText';

const template = {
  basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
  schemas: [
    [
      { name: 'name', type: 'text', position: { x: 5, y: 5 }, width: 90, height: 10, fontSize: 12 },
      // pdfme evaluates placeholders in a read-only text, and data values holding braces are evaluated too.
      { name: 'greeting', type: 'text', readOnly: true, content: 'Hello {name}', position: { x: 5, y: 20 }, width: 90, height: 10, fontSize: 10 },
    ],
  ],
} as unknown as Template;

const RUNAWAY = '{"AB".repeat(5e7)}';

let engine: NodeEngine;

beforeAll(async () => {
  // One worker, so the call after a runaway must run on its replacement.
  engine = await createNodeEngine({ workers: 1, recordTimeoutMs: 3000 });
});

afterAll(async () => {
  await engine?.close();
});

describe('a runaway record in the calls the designer makes', () => {
  it('preview render: a runaway expression fails at once, naming the field and the length limit, on the same worker', async () => {
    const before = engine.workersReplaced;
    const runaway = await engine.render(template, { name: RUNAWAY });
    expect(runaway.ok).toBe(false);
    if (runaway.ok) return;
    // the read-only text that brings the value's braces in; the value itself is 18 characters
    expect(runaway.errors).toEqual([
      { row: 0, field: 'greeting', message: 'its text is 100,000,006 characters long; a field prints at most 1,000,000' },
    ]);
    expect(engine.workersReplaced).toBe(before);
  }, 300_000);

  it('preview render: an error naming the limit and the field, then the next record renders', async () => {
    const stuck = await engine.render(template, { name: SLOW_TO_WRAP });
    expect(stuck.ok).toBe(false);
    if (stuck.ok) return;
    expect(stuck.errors).toHaveLength(1);
    expect(stuck.errors[0].message).toBe('rendering took longer than 3 s; the worker was stopped');
    expect(stuck.errors[0].field).toBe('name');

    const next = await engine.render(template, { name: 'Ada' });
    expect(next.ok).toBe(true);
    expect(engine.workersReplaced).toBeGreaterThanOrEqual(1);
  }, 300_000);

  it('canvas layout: an error naming the limit, then the next record is laid out', async () => {
    // Platen splits a plain text's lines itself, in linear time (plainTextDraw.ts), and lays SLOW_TO_WRAP out in a
    // second or two; an underlined text is still drawn by pdfme's own plugin, whose wrapping of it runs away.
    const underlined = structuredClone(template);
    Object.assign(underlined.schemas[0][0], { underline: true });
    const stuck = await engine.layout(underlined, { name: SLOW_TO_WRAP });
    expect(stuck.ok).toBe(false);
    if (stuck.ok) return;
    expect(stuck.message).toBe('field “name”: laying out took longer than 3 s; the worker was stopped');

    const next = await engine.layout(template, { name: 'Grace' });
    expect(next.ok).toBe(true);
    if (next.ok) expect(next.fields.greeting.text?.lines.join(' ')).toBe('Hello Grace');
  }, 300_000);

  it('preflight: the runaway row is an error naming it; the rows around it are still checked', async () => {
    const tooLong = 'A name far too long for its box, which wraps over many lines and overflows it. '.repeat(4);
    const problems = await engine.preflight(template, [{ name: 'Ada' }, { name: SLOW_TO_WRAP }, { name: tooLong }, { name: 'Alan' }]);
    const row1 = problems.filter((problem) => problem.path[1] === 1);
    expect(row1).toEqual([{ path: ['records', 1], message: 'checking took longer than 3 s; the worker was stopped', severity: 'error' }]);
    // the record after it was checked (its overflow found), the others have nothing to say
    expect(problems.some((problem) => problem.path[1] === 2 && problem.path[2] === 'name')).toBe(true);
    expect(problems.filter((problem) => problem.path[1] === 0 || problem.path[1] === 3)).toEqual([]);

    const next = await engine.preflight(template, [{ name: tooLong }]);
    expect(next.map((problem) => problem.path)).toEqual([['records', 0, 'name']]);
  }, 300_000);
});

describe('barcode pictures for the canvas', () => {
  it('come from a render worker, and a value the encoder refuses is an error with its reason', async () => {
    expect(await engine.barcodeSvg('qrcode', 'https://example.com', {})).toContain('<svg');
    await expect(engine.barcodeSvg('ean13', 'not digits', {})).rejects.toThrow('EAN-13 needs 12 or 13 digits, got “not digits”');
  }, 300_000);
});

describe('while a preview runs away', () => {
  it('the coordinator answers other calls, and closing the engine ends the stuck call with an error value', async () => {
    // A limit far longer than the test, so the stuck preview is certainly still running while the others are served.
    const busy = await createNodeEngine({ workers: 2, recordTimeoutMs: 600_000 });
    try {
      const stuck = busy.render(template, { name: SLOW_TO_WRAP });
      const summary = await busy.batch('beside-a-runaway', template, [{ name: 'Ada' }, { name: 'Grace' }], { output: 'merged' }, () => {}, () => {});
      expect(summary).toMatchObject({ done: 2, failed: 0, cancelled: false });
      expect(await busy.barcodeSvg('qrcode', 'still here', {})).toContain('<svg');
      await busy.close();
      const ended = await stuck;
      expect(ended.ok).toBe(false);
      if (!ended.ok) expect(ended.errors[0].message).toBe('The rendering engine was closed');
    } finally {
      await busy.close();
    }
  }, 300_000);
});
