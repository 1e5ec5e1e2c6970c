// A record that pdfme would lay out for many minutes (issue #9: a 900,000-character text) must fail by itself, named
// by its CSV line, within the record time limit, while the other records are written. A pdfme expression that runs
// away (`{"AB".repeat(5e7)}` builds 100 million characters, which exhausted the process's memory, exit 134, before
// the default limit was reached) fails its own record at once on the text-length limit.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLOW_TO_WRAP } from '../../support/slowText';
import { pageCount, pdfText, platen, removeScratch, scratch } from './support';

afterAll(removeScratch);

const template = {
  basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
  schemas: [
    [
      { name: 'name', type: 'text', position: { x: 5, y: 5 }, width: 90, height: 10, fontSize: 12 },
      // pdfme evaluates placeholders in a read-only text, and data values holding braces are evaluated too.
      { name: 'greeting', type: 'text', readOnly: true, content: 'Hello {name}', position: { x: 5, y: 20 }, width: 90, height: 10, fontSize: 10 },
    ],
  ],
};

describe('platen render --record-timeout', () => {
  it('fails the rows whose text would hang or run away, names their lines, writes the others and exits 1', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'greeting.json'), JSON.stringify(template));
    writeFileSync(join(dir, 'people.csv'), `name\nAda\nGrace\n"{""AB"".repeat(5e7)}"\nAlan\n"${SLOW_TO_WRAP}"\nEdsger\n`);
    const out = join(dir, 'out.pdf');
    const run = await platen('render', '-t', join(dir, 'greeting.json'), '-d', join(dir, 'people.csv'), '-o', out, '--workers', '2', '--record-timeout', '5');
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('2 of 6 records failed');
    expect(run.stderr).toMatch(/line 4\b.*greeting.*its text is 100,000,006 characters long; a field prints at most 1,000,000/);
    expect(run.stderr).toMatch(/line 6\b.*rendering took longer than 5 s; the worker was stopped/);
    expect(await pageCount(out)).toBe(4);
    const text = await pdfText(out);
    for (const name of ['Hello Ada', 'Hello Grace', 'Hello Alan', 'Hello Edsger']) expect(text).toContain(name);
  }, 300_000);

  it('refuses a time limit that is not a number of seconds (exit 2)', async () => {
    const run = await platen('render', '-t', 'badge.json', '-d', 'staff.csv', '-o', join(scratch(), 'x.pdf'), '--record-timeout', 'soon');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--record-timeout takes seconds');
  });
});
