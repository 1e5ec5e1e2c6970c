import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { collectBatch, engineOverComlink, pdfPages, pdfText } from '../support/engine';

const engine = engineOverComlink(2);
afterAll(() => engine.close());

const template: Template = {
  schemas: [[
    { name: 'name', type: 'text', position: { x: 10, y: 10 }, width: 80, height: 10, fontSize: 12 },
    { name: 'code', type: 'code128', position: { x: 10, y: 25 }, width: 60, height: 15 },
  ]],
  basePdf: { width: 100, height: 50, padding: [5, 5, 5, 5] },
};
const people = (n: number): DataRecord[] => Array.from({ length: n }, (_, i) => ({ name: `Person ${i + 1}`, code: `P-${i + 1}` }));

describe('a batch to one merged PDF', () => {
  it('holds every record in order, split across two workers and joined', async () => {
    const { summary, bytes, lastFlags } = await collectBatch(engine.api, template, people(45), { output: 'merged' });
    expect(summary).toMatchObject({ done: 45, failed: 0, total: 45, cancelled: false, errors: [] });
    expect(lastFlags.at(-1)).toBe(true);
    expect(pdfPages(bytes)).toBe(45);
    const text = pdfText(bytes);
    expect(text.indexOf('Person 1\n')).toBeLessThan(text.indexOf('Person 12\n'));
    expect(text.indexOf('Person 12\n')).toBeLessThan(text.indexOf('Person 45\n'));
  });

  it('leaves a bad row out, names it, and keeps the rest', async () => {
    const records = people(12);
    records[4] = { name: 'Broken', code: 'é not ascii ✗' };
    const { summary, bytes } = await collectBatch(engine.api, template, [...records, { name: 'Bad image' }], { output: 'merged' });
    expect(summary.done).toBe(12);
    expect(summary.failed).toBe(1);
    expect(summary.errors).toEqual([expect.objectContaining({ row: 4, field: 'code' })]);
    expect(pdfPages(bytes)).toBe(12);
    expect(pdfText(bytes)).not.toContain('Broken');
  });

  it('reports progress record by record while a long run renders, and stops within a run when cancelled', async () => {
    // 1,200 records on two workers: four runs of 300. Without progress inside runs the first report would say 300;
    // without stopping inside runs a cancel would still let both first runs finish (600 records).
    let cancelled = false;
    const { summary, progress, bytes } = await collectBatch(engine.api, template, people(1200), { output: 'merged' }, 'merged-cancel', (p) => {
      if (!cancelled && p.done >= 1) {
        cancelled = true;
        void engine.api.cancel('merged-cancel');
      }
    });
    expect(progress.some((p) => p.done > 0 && p.done < 300)).toBe(true);
    expect(summary.cancelled).toBe(true);
    expect(summary.done).toBeLessThan(600);
    // What was rendered before the cancel is kept: the merged PDF holds exactly the records counted done.
    expect(summary.done).toBeGreaterThan(0);
    expect(pdfPages(bytes)).toBe(summary.done);
    expect(summary.notRendered.reduce((sum, r) => sum + r.last - r.first + 1, 0)).toBe(1200 - summary.done - summary.failed);
  });

  it('skips the rows preflight flagged', async () => {
    const { summary, bytes } = await collectBatch(engine.api, template, people(10), { output: 'merged', skipRows: [0, 9] });
    expect(summary).toMatchObject({ done: 8, total: 8 });
    expect(pdfText(bytes)).not.toContain('Person 10');
  });
});

describe('a batch to a ZIP', () => {
  it('names entries by the pattern: placeholders filled, unsafe characters replaced, duplicates numbered', async () => {
    const records: DataRecord[] = [
      { name: 'Ada/Lovelace', code: 'A1' },
      { name: 'Ada/Lovelace', code: 'A2' },
      { name: 'con', code: 'A3' },
      { name: '', code: 'A4' },
      { name: 'Grace: "Hopper"?', code: 'A5' },
    ];
    const { summary, bytes } = await collectBatch(engine.api, template, records, { output: 'zip', fileName: '{name}.pdf' });
    expect(summary.done).toBe(5);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['Ada_Lovelace.pdf', 'Ada_Lovelace (2).pdf', '_con.pdf', 'record.pdf', 'Grace_ _Hopper__.pdf']);
    expect(pdfText(files['Ada_Lovelace (2).pdf'])).toContain('Ada/Lovelace');
  });

  it('keeps a failed row’s name taken, so the rows after it are named as in a run where it did not fail', async () => {
    // Every row is "Same": row 2 fails (a Code 128 cannot print é) and its entry is missing, not given to row 3.
    const records: DataRecord[] = Array.from({ length: 5 }, (_, i) => ({ name: 'Same', code: i === 2 ? 'é ✗' : `S${i}` }));
    const { summary, bytes } = await collectBatch(engine.api, template, records, { output: 'zip', fileName: '{name}.pdf' });
    expect(summary).toMatchObject({ done: 4, failed: 1 });
    expect(Object.keys(unzipSync(bytes))).toEqual(['Same.pdf', 'Same (2).pdf', 'Same (4).pdf', 'Same (5).pdf']);
    // a row skipped before the batch (preflight) is not part of it and takes no name
    const skipped = await collectBatch(engine.api, template, records, { output: 'zip', fileName: '{name}.pdf', skipRows: [2] });
    expect(Object.keys(unzipSync(skipped.bytes))).toEqual(['Same.pdf', 'Same (2).pdf', 'Same (3).pdf', 'Same (4).pdf']);
  });

  it('defaults to record-{row}.pdf, 1-based and zero-padded, in row order', async () => {
    const { bytes } = await collectBatch(engine.api, template, people(12), { output: 'zip' });
    const names = Object.keys(unzipSync(bytes));
    expect(names[0]).toBe('record-01.pdf');
    expect(names.at(-1)).toBe('record-12.pdf');
    expect(names).toHaveLength(12);
  });

  it('reports progress up to the total, with a rate and an ETA', async () => {
    const { progress } = await collectBatch(engine.api, template, people(30), { output: 'zip' });
    const last = progress.at(-1)!;
    expect(last).toMatchObject({ done: 30, failed: 0, total: 30 });
    expect(last.recordsPerSecond).toBeGreaterThan(0);
    expect(progress.every((p, i) => i === 0 || p.done >= progress[i - 1].done)).toBe(true);
  });

  it('stops when cancelled: fewer records rendered, summary says so, the archive is still readable', async () => {
    let cancelled = false;
    const run = collectBatch(engine.api, template, people(400), { output: 'zip' }, 'to-cancel', (p) => {
      if (!cancelled && p.done >= 8) {
        cancelled = true;
        void engine.api.cancel('to-cancel');
      }
    });
    const { summary, bytes } = await run;
    expect(summary.cancelled).toBe(true);
    expect(summary.done).toBeLessThan(400);
    expect(Object.keys(unzipSync(bytes)).length).toBe(summary.done);
  });
});
