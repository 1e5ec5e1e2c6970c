/**
 * Issue #17, the data path's silent traps, as the real `platen` binary meets them: a CSV whose rows an unclosed quote
 * merged, a --name pattern naming a column that is not there, a picture or a workbook given as CSV. Each is a
 * data-file or usage problem found before anything is rendered: exit 2, a sentence naming the place, nothing written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { makeXlsx } from '../../fixtures/data/makeXlsx';
import { platen, removeScratch, scratch } from './support';

const SLOW = 180_000;
afterAll(removeScratch);
const repo = new URL('../../../', import.meta.url).pathname;

/** A data file in a fresh scratch directory; returns its path. */
function dataFile(name: string, bytes: string | Uint8Array): string {
  const path = join(scratch(), name);
  writeFileSync(path, bytes);
  return path;
}

/** Anything a terminal would show as garbage: control characters other than line breaks, or the replacement sign. */
const GARBAGE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;

describe('a CSV whose rows an unclosed quote merged', () => {
  // Grace Hopper's name opens a quote on line 4 that nothing closes: lines 4-6 would print as one badge.
  const csv = [
    'name,company,ean',
    'Ada Lovelace,Analytical Engines Ltd,4006381333931',
    'Alan Turing,Bletchley Park,5901234123457',
    '"Grace Hopper,Navy,9780201379624',
    'Katherine Johnson,NASA,4006381333931',
    'Dorothy Vaughan,NASA,4006381333931',
    '',
  ].join('\n');

  it('is refused by render with exit 2, naming the line where the quote opened, and nothing is written', async () => {
    const data = dataFile('staff.csv', csv);
    const out = join(scratch(), 'badges.pdf');
    const run = await platen('render', '-t', 'badge.json', '-d', data, '-o', out, '-w', '1', '-q');
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain('staff.csv, line 4: a quote opened here is never closed, so lines 4–6 ran into one cell');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(out)).toBe(false);
  }, SLOW);

  it('is refused by validate --data too', async () => {
    const data = dataFile('staff.csv', csv);
    const run = await platen('validate', '-t', 'badge.json', '-d', data);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('line 4: a quote opened here is never closed');
  }, SLOW);

  it('a quoted field closed further down by a stray quote merges rows as well, and is refused at its line', async () => {
    const data = dataFile('stray.csv', 'name,company,ean\n"Grace Hopper,Navy,9780201379624\nDorothy "Dot" Vaughan,NASA,4006381333931\nAlan Turing,"Bletchley",5901234123457\n');
    const run = await platen('render', '-t', 'badge.json', '-d', data, '-o', join(scratch(), 'o.pdf'), '-w', '1', '-q');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('stray.csv, line 2: a quoted field opened here holds a stray quote, so lines 2–4 ran into one cell');
  }, SLOW);

  it('a quoted line break that is closed properly is still one cell and renders (exit 0)', async () => {
    const data = dataFile('ok.csv', 'name,company,ean\n"Grace Hopper","Navy\nCode Division",9780201379624\n');
    const run = await platen('render', '-t', 'badge.json', '-d', data, '-o', join(scratch(), 'o.pdf'), '-w', '1', '-q');
    expect(run.status, run.stderr).toBe(0);
  }, SLOW);
});

describe('a --name pattern naming a column that does not exist', () => {
  it('is refused before rendering (exit 2), naming the placeholder and listing the columns and fields', async () => {
    const out = join(scratch(), 'badges/');
    const run = await platen('render', '-t', 'badge.json', '-d', 'staff.csv', '-o', out, '--name', 'badge-{fullname}.pdf', '-w', '1', '-q');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--name "badge-{fullname}.pdf": there is no column or field “fullname”; the columns and fields are: name, company, ean (and {row}');
    expect(existsSync(out)).toBe(false);
  }, SLOW);

  it('points at a close match in other case and at a brace that is never closed', async () => {
    const zip = join(scratch(), 'badges.zip');
    const cased = await platen('render', '-t', 'badge.json', '-d', 'staff.json', '-o', zip, '--name', '{Name}.pdf', '-q');
    expect(cased.status).toBe(2);
    expect(cased.stderr).toContain('there is no column or field “Name” (did you mean {name}?)');
    const open = await platen('render', '-t', 'badge.json', '-d', 'staff.json', '-o', zip, '--name', 'badge-{name.pdf', '-q');
    expect(open.status).toBe(2);
    expect(open.stderr).toContain('the “{” at character 7 is never closed');
    expect(existsSync(zip)).toBe(false);
  }, SLOW);

  it('a pattern of existing columns and {row} still names every file (exit 0)', async () => {
    const out = join(scratch(), 'badges/');
    const run = await platen('render', '-t', 'badge.json', '-d', 'staff.csv', '-o', out, '--name', '{company}-{row}.pdf', '-w', '1', '-q');
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(out, 'Bletchley Park-3.pdf'))).toBe(true);
  }, SLOW);
});

describe('a binary file given as CSV or JSON', () => {
  const cases: [string, string, () => Uint8Array, string][] = [
    ['a PNG', 'data.csv', () => readFileSync(join(repo, 'docs/multi-script.png')), 'data.csv looks like a PNG image, not CSV text'],
    ['a PDF', 'data.csv', () => strToU8('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n\u0000\u0001\u0002', true), 'data.csv looks like a PDF document, not CSV text'],
    ['a ZIP', 'data.csv', () => zipSync({ 'a.txt': strToU8('a,b\n1,2\n') }), 'data.csv looks like a ZIP archive, not CSV text'],
    ['an XLSX renamed', 'staff.csv', () => makeXlsx([{ name: 'Staff', rows: [['name'], ['Ada']] }]), 'staff.csv looks like an Excel workbook (.xlsx), not CSV text'],
    ['a PNG as JSON', 'data.json', () => readFileSync(join(repo, 'docs/multi-script.png')), 'data.json looks like a PNG image, not JSON text'],
  ];
  it.each(cases)('%s is named for what it looks like (exit 2), and none of its bytes reach the terminal', async (_, name, bytes, message) => {
    const data = dataFile(name, bytes());
    const run = await platen('render', '-t', 'badge.json', '-d', data, '-o', join(scratch(), 'o.pdf'), '-w', '1', '-q');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(GARBAGE);
  }, SLOW);
});
