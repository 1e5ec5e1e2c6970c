// Preflight runs each record under the record time limit (issue #9): a record whose text is 900,000 characters
// (under the text-length limit), which pdfme would measure for many minutes, is stopped and named by its CSV line; `platen render --preflight` skips it and writes the
// others (exit 0: skipped on request is not failed), `platen validate --data` reports it as an error (exit 1).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLOW_TO_WRAP } from '../../support/slowText';
import { pageCount, pdfText, platen, removeScratch, scratch } from './support';

afterAll(removeScratch);

const template = {
  basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
  schemas: [[{ name: 'name', type: 'text', position: { x: 5, y: 5 }, width: 90, height: 30, fontSize: 12 }]],
};

/** A template and five people, the third of whom has a 900,000-character name (line 4 of the CSV). */
function files(): { dir: string; template: string; data: string } {
  const dir = scratch();
  writeFileSync(join(dir, 'name.json'), JSON.stringify(template));
  writeFileSync(join(dir, 'people.csv'), `name\nAda\nGrace\n"${SLOW_TO_WRAP}"\nAlan\nEdsger\n`);
  return { dir, template: join(dir, 'name.json'), data: join(dir, 'people.csv') };
}

describe('a record preflight cannot finish', () => {
  it('platen render --preflight skips it, names its line, writes the others and exits 0', async () => {
    const { dir, template: t, data } = files();
    const out = join(dir, 'out.pdf');
    const run = await platen('render', '-t', t, '-d', data, '-o', out, '--preflight', '--workers', '1', '--record-timeout', '4');
    expect(run.stderr).toContain('preflight: 1 record flagged and skipped');
    expect(run.stderr).toContain('1 of 5 records skipped (flagged by --preflight, not rendered):');
    expect(run.stderr).toMatch(/line 4: checking took longer than 4 s; the worker was stopped/);
    expect(run.stderr).not.toContain('failed');
    expect(run.status, run.stderr).toBe(0);
    expect(await pageCount(out)).toBe(4);
    const text = await pdfText(out);
    for (const name of ['Ada', 'Grace', 'Alan', 'Edsger']) expect(text).toContain(name);
  }, 300_000);

  it('platen render --preflight with every record skipped writes nothing and exits 1', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'name.json'), JSON.stringify(template));
    writeFileSync(join(dir, 'one.csv'), `name\n"${SLOW_TO_WRAP}"\n`);
    const out = join(dir, 'none.pdf');
    const run = await platen('render', '-t', join(dir, 'name.json'), '-d', join(dir, 'one.csv'), '-o', out, '--preflight', '--workers', '1', '--record-timeout', '4');
    expect(run.stderr).toMatch(/line 2: checking took longer than 4 s; the worker was stopped/);
    expect(run.stderr).toContain(`no record was rendered, so ${out} was not written`);
    expect(run.status, run.stderr).toBe(1);
    expect(existsSync(out)).toBe(false);
  }, 300_000);

  it('platen validate --data reports it as an error of its line and exits 1', async () => {
    const { template: t, data } = files();
    const run = await platen('validate', '-t', t, '-d', data, '--record-timeout', '4');
    expect(run.stderr).toMatch(/people\.csv: line 4: checking took longer than 4 s; the worker was stopped/);
    expect(run.stdout).toContain('people.csv: 5 records, 1 error');
    expect(run.status, run.stderr).toBe(1);
  }, 300_000);
});
