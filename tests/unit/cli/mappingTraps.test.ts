// Issue #17 on the command line: a mapping that cannot fill must not print nothing, conditions read every column
// of the data (and a name that is neither column nor field is named), and overflow is reported in mm and skipped
// only on request. Run as a user runs `platen`, read back with pdftotext.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findGalleryEntry } from '../../../src/templates/gallery';
import type { Template } from '../../../src/templates/types';
import { pdfText, platen, removeScratch, scratch } from './support';

const SLOW = 180_000;
afterAll(removeScratch);

/** The gallery name badge ("{firstName} {lastName}") with `mapping` saved, written to a file in `dir`. */
function badgeFile(dir: string, mapping: Record<string, string>): string {
  const template = structuredClone(findGalleryEntry('name-badge')!.template) as Template;
  template.platen = { ...template.platen, mapping };
  const file = join(dir, 'badge.json');
  writeFileSync(file, JSON.stringify(template));
  return file;
}

const RECIPIENTS = ['Recipient name,Role,Company,Check-in', 'Ada Lovelace,Analyst,Engines Ltd,A-1', 'Grace Hopper,Admiral,US Navy,A-2', 'Alan Turing,Cryptanalyst,Bletchley Park,A-3'];

describe('a multi-variable text from one column or one column per variable', () => {
  it('a "Recipient name" column mapped to the whole name badge text prints each name (exit 0)', async () => {
    const dir = scratch();
    const data = join(dir, 'recipients.csv');
    writeFileSync(data, RECIPIENTS.join('\n'));
    const template = badgeFile(dir, { 'Recipient name': 'fullName' });
    const out = join(dir, 'badges.pdf');
    const run = await platen('render', '-t', template, '-d', data, '-o', out, '-w', '1');
    expect(run.stderr).not.toContain('JSON object');
    expect(run.status, run.stderr).toBe(0);
    const text = await pdfText(out);
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing']) expect(text).toContain(name);
    const checked = await platen('validate', '-t', template, '-d', data);
    expect(checked.status, checked.stderr).toBe(0);
  }, SLOW);

  it('a column mapped to one variable: the other variable is named by validate and render, and the first still prints', async () => {
    const dir = scratch();
    const data = join(dir, 'recipients.csv');
    writeFileSync(data, RECIPIENTS.join('\n'));
    const template = badgeFile(dir, { 'Recipient name': 'fullName.firstName' });
    const checked = await platen('validate', '-t', template, '-d', data);
    expect(checked.stderr).toMatch(/warning: No column fills \{lastName\} of field “fullName”/);
    expect(checked.stdout).toMatch(/3 records, 0 errors, 1 warning/);
    const out = join(dir, 'badges.pdf');
    const run = await platen('render', '-t', template, '-d', data, '-o', out, '-w', '1', '--preflight');
    expect(run.stderr).toMatch(/No column fills \{lastName\} of field “fullName”/);
    expect(run.status, run.stderr).toBe(0);
    expect(await pdfText(out)).toContain('Grace Hopper'); // not a blank badge: the whole cell filled {firstName}
  }, SLOW);

  it('columns named like the variables fill them without a saved mapping', async () => {
    const dir = scratch();
    const data = join(dir, 'people.csv');
    writeFileSync(data, 'First name,Last name,Role,Company,Check-in\nAda,Lovelace,Analyst,Engines Ltd,A-1\n');
    const out = join(dir, 'badges.pdf');
    const run = await platen('render', '-t', badgeFile(dir, {}), '-d', data, '-o', out, '-w', '1');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('No column fills');
    expect(await pdfText(out)).toContain('Ada Lovelace');
  }, SLOW);
});

/** A shipping note whose "FRAGILE" line shows when the `Fragile` column (no field of that name) says yes. */
function fragileTemplate(dir: string, condition: string): string {
  const text = (name: string, y: number, extra: Record<string, unknown> = {}) => ({
    name, type: 'text', position: { x: 10, y }, width: 120, height: 10, fontSize: 12, content: name, ...extra,
  });
  const template = {
    basePdf: { width: 140, height: 50, padding: [0, 0, 0, 0] },
    schemas: [[text('recipient', 5), text('fragileNote', 20, { readOnly: true, content: 'FRAGILE {Carrier}', platenShowIf: condition })]],
  };
  const file = join(dir, 'note.json');
  writeFileSync(file, JSON.stringify(template));
  return file;
}

describe('conditions and fixed text read every column of the record', () => {
  it('validate and render agree: a column no field is named after works, with no warning', async () => {
    const dir = scratch();
    const data = join(dir, 'parcels.csv');
    writeFileSync(data, 'recipient,Fragile,Carrier\nAda Lovelace,yes,DHL\nGrace Hopper,no,UPS\n');
    const template = fragileTemplate(dir, 'Fragile === "yes"');
    const checked = await platen('validate', '-t', template, '-d', data);
    expect(checked.stderr).not.toMatch(/Fragile|Carrier/);
    expect(checked.status, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/2 records, 0 errors, 0 warnings/);
    const out = join(dir, 'notes.pdf');
    const run = await platen('render', '-t', template, '-d', data, '-o', out, '-w', '1');
    expect(run.status, run.stderr).toBe(0);
    const text = await pdfText(out);
    expect(text).toContain('FRAGILE DHL');
    expect(text).not.toContain('UPS');
  }, SLOW);

  it('a name that is neither a column nor a field is named with the columns there are, by validate and render (exit 2)', async () => {
    const dir = scratch();
    const data = join(dir, 'parcels.csv');
    writeFileSync(data, 'recipient,Fragile,Carrier\nAda Lovelace,yes,DHL\n');
    const template = fragileTemplate(dir, 'Fragil === "yes"');
    const message = /Page 1, field “fragileNote”: “Show when” reads “Fragil”, which is no column or field; columns: recipient, Fragile, Carrier/;
    const checked = await platen('validate', '-t', template, '-d', data);
    expect(checked.stderr).toMatch(message);
    expect(checked.stderr).not.toContain('names no field in this template');
    expect(checked.status).toBe(1);
    const run = await platen('render', '-t', template, '-d', data, '-o', join(dir, 'notes.pdf'), '-w', '1');
    expect(run.stderr).toMatch(message);
    expect(run.status).toBe(2);
    // without data only fields are known: a caution, not an error
    const alone = await platen('validate', '-t', template);
    expect(alone.stderr).toMatch(/warning: .*reads “Fragil”, which names no field in this template: unless the data has a column of that name, every record fails/);
    expect(alone.status).toBe(0);
  }, SLOW);
});
