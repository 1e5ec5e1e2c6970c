// A runaway pdfme expression in a template's fixed text ({Array(10000).fill(0).map(…)} reading no record value) ran
// away for every record alike: each timed out, was retried once and timed out again (2 records took 4 min 20 s), and
// nothing said the template was at fault. The template check works such text out once, under the record time limit,
// and refuses the template naming the field (exit 2), before any record is rendered; the service refuses it too.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { platen, removeScratch, scratch } from './support';
import { RUNAWAY, runawayTemplate as template } from '../../support/runawayTemplate';

afterAll(removeScratch);

function files(content: string): { template: string; data: string; out: string } {
  const dir = scratch();
  const schemas = [[template.schemas[0][0], { ...template.schemas[0][1], content }]];
  writeFileSync(join(dir, 'count.json'), JSON.stringify({ ...template, schemas }));
  writeFileSync(join(dir, 'people.csv'), 'name\nAda\nGrace\n');
  return { template: join(dir, 'count.json'), data: join(dir, 'people.csv'), out: join(dir, 'out.pdf') };
}

describe('a runaway expression in fixed text', () => {
  it('platen render refuses the template once, naming the field, and exits 2 without failing row by row', async () => {
    const { template: t, data, out } = files(`Count: ${RUNAWAY}`);
    const run = await platen('render', '-t', t, '-d', data, '-o', out, '--workers', '1', '--record-timeout', '2');
    expect(run.stderr).toMatch(/count\.json: schemas\[0\]\[1\]\.content: Page 1, field “count”: its fixed text took longer than 2 s to work out and the worker was stopped; it reads no record value/);
    expect(run.stderr).toContain('the template cannot be used (1 problem)');
    expect(run.stderr).not.toMatch(/line \d/);
    expect(run.status, run.stderr).toBe(2);
    expect(existsSync(out)).toBe(false);
  }, 300_000);

  it('leaves fixed text that reads the record to each record, and renders fixed text that finishes', async () => {
    const { template: t, data, out } = files('Count: {Array(3).fill(0).length} for {name}');
    const run = await platen('render', '-t', t, '-d', data, '-o', out, '--workers', '1', '--record-timeout', '2');
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(out)).toBe(true);
  }, 300_000);
});
