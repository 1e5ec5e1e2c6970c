import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { makeXlsx } from '../../fixtures/data/makeXlsx';
import { barcodesIn, bin, fixtures, pageCount, pdfText, platen, removeScratch, scratch } from './support';

const SLOW = 180_000;
afterAll(removeScratch);
const repo = new URL('../../../', import.meta.url).pathname;

describe('platen render', () => {
  it('renders a CSV into one merged PDF, a page per record in data order', async () => {
    const out = join(scratch(), 'badges.pdf');
    const run = await platen('render', '--template', 'badge.json', '--data', 'staff.csv', '--out', out, '--workers', '1');
    expect(run.stderr).toContain('wrote 3 records');
    expect(run.stderr).toMatch(/^3\/3 records · [\d.]+ records\/s$/m); // plain progress lines when stderr is a pipe
    expect(run.stderr).not.toContain('\r');
    expect(run.status).toBe(0);
    expect(await pageCount(out)).toBe(3);
    const text = await pdfText(out);
    expect(text.indexOf('Ada Lovelace')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Ada Lovelace')).toBeLessThan(text.indexOf('Grace Hopper'));
    expect(text.indexOf('Grace Hopper')).toBeLessThan(text.indexOf('Alan Turing'));
    expect(text).toContain('Navy, Code Division'); // a quoted CSV cell with a comma stays one value
    expect(existsSync(`${out}.partial`)).toBe(false);
  }, SLOW);

  it('renders JSON records into a ZIP whose entries are named by --name, on all cores', async () => {
    const out = join(scratch(), 'badges.zip');
    const run = await platen('render', '-t', 'badge.json', '-d', 'staff.json', '-o', out, '--name', 'badge-{name}.pdf');
    expect(run.status).toBe(0);
    const entries = unzipSync(readFileSync(out));
    expect(Object.keys(entries).sort()).toEqual(['badge-Ada Lovelace.pdf', 'badge-Alan Turing.pdf', 'badge-Grace Hopper.pdf']);
    const dir = scratch();
    const grace = join(dir, 'grace.pdf');
    writeFileSync(grace, entries['badge-Grace Hopper.pdf']);
    expect(await pageCount(grace)).toBe(1);
    expect(await pdfText(grace)).toContain('Navy, Code Division');
    // The JSON number 9780201379624 arrives as the EAN's digits: the printed barcode scans back to them.
    expect(await barcodesIn(grace)).toEqual(['9780201379624']);
  }, SLOW);

  it('writes one PDF per record into a directory when --out ends in /', async () => {
    const dir = join(scratch(), 'badges/');
    const run = await platen('render', '-t', 'badge.json', '-d', 'staff.csv', '-o', dir, '-w', '1');
    expect(run.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['record-1.pdf', 'record-2.pdf', 'record-3.pdf']);
    expect(await pdfText(join(dir, 'record-3.pdf'))).toContain('Alan Turing');
  }, SLOW);

  it('reports a bad row by its CSV line and field, still writes the good rows, and exits 1', async () => {
    const out = join(scratch(), 'badges.pdf');
    const run = await platen('render', '-t', 'badge.json', '-d', 'staff-bad-row.csv', '-o', out, '-w', '1');
    expect(run.status).toBe(1);
    // Grace Hopper's row starts on line 3 (her quoted company spans two lines); Alan Turing is on line 5.
    expect(run.stderr).toMatch(/1 of 3 records failed/);
    expect(run.stderr).toMatch(/line 3: field "ean": .*12345/);
    expect(run.stderr).not.toMatch(/line 5:/);
    expect(await pageCount(out)).toBe(2);
    const text = await pdfText(out);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Alan Turing');
    expect(text).not.toContain('Grace Hopper');
  }, SLOW);

  it('names the JSON index of a bad record', async () => {
    const dir = scratch();
    const data = join(dir, 'people.json');
    writeFileSync(data, JSON.stringify([{ name: 'Ok', company: 'A', ean: '4006381333931' }, { name: 'Bad', company: 'B', ean: '400638133393' + '9' }]));
    const run = await platen('render', '-t', 'badge.json', '-d', data, '-o', join(dir, 'out.zip'), '-w', '1');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/records\[1\]: field "ean": .*check digit/);
    expect(Object.keys(unzipSync(readFileSync(join(dir, 'out.zip'))))).toEqual(['record-1.pdf']);
  }, SLOW);

  it('reads the sheet named by --sheet from an .xlsx and names a bad record by its sheet row', async () => {
    const dir = scratch();
    const book = join(dir, 'staff.xlsx');
    writeFileSync(book, makeXlsx([
      { name: 'Notes', rows: [['nothing here']] },
      { name: 'Staff', rows: [['Name', 'Company', 'EAN'], ['Ada Lovelace', 'Engines', '4006381333931'], ['Bad Code', 'Nowhere', '123'], ['Alan Turing', 'Bletchley', '5901234123457']] },
    ]));
    const out = join(dir, 'staff.pdf');
    const run = await platen('render', '-t', 'badge.json', '-d', book, '--sheet', 'Staff', '-o', out, '-w', '1');
    expect(run.stderr).toMatch(/row 3: field "ean"/);
    expect(run.status).toBe(1);
    expect(await pageCount(out)).toBe(2);
    const missing = await platen('render', '-t', 'badge.json', '-d', book, '--sheet', 'People', '-o', out);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no sheet "People"; the sheets are: Notes, Staff/);
  }, SLOW);

  it('with --preflight renders records whose text overflows its box, saying by how many mm; --skip-overflow leaves them out (exit 0)', async () => {
    const dir = scratch();
    const template = JSON.parse(readFileSync(new URL('./fixtures/badge.json', import.meta.url), 'utf8'));
    Object.assign(template.schemas[0][0], { width: 30, height: 7 }); // "Grace Hopper" wraps to two lines here
    const file = join(dir, 'narrow.json');
    writeFileSync(file, JSON.stringify(template));
    // issue #17: an overflow is not a hard error; --preflight renders the record and says by how much it overflows
    const kept = join(dir, 'kept.pdf');
    const keep = await platen('render', '-t', file, '-d', 'staff.csv', '-o', kept, '--preflight', '-w', '1');
    expect(keep.stderr).toMatch(/warning: line 3: field "name": text does not fit: \d+\.\d mm too tall — it needs \d+\.\d mm, the box is 7\.0 mm high \(rendered; --skip-overflow leaves such records out\)/);
    expect(keep.stderr).toContain('preflight: 0 records flagged and skipped');
    expect(keep.status, keep.stderr).toBe(0);
    expect(await pdfText(kept)).toContain('Grace');

    const out = join(dir, 'narrow.pdf');
    const run = await platen('render', '-t', file, '-d', 'staff.csv', '-o', out, '--skip-overflow', '-w', '1');
    expect(run.stderr).toMatch(/line 3: field "name": text does not fit: \d+\.\d mm too tall/);
    // left out on request: skipped, not failed, so the exit status is 0
    expect(run.stderr).toContain('2 of 3 records skipped (flagged by --preflight, not rendered):'); // "Ada Lovelace" wraps too
    expect(run.status, run.stderr).toBe(0);
    const text = await pdfText(out);
    expect(text).not.toContain('Grace');
    expect(text).toContain('Bletchley Park');
  }, SLOW);

  it('refuses a template with a wrong field and names the place, writing nothing (exit 2)', async () => {
    const out = join(scratch(), 'never.pdf');
    const run = await platen('render', '-t', 'broken-field.json', '-d', 'staff.csv', '-o', out);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('broken-field.json: schemas[0][1].width');
    expect(run.stderr).toMatch(/field “company”/);
    expect(existsSync(out)).toBe(false);
  }, SLOW);

  it('points at the line and column of a JSON syntax error in the template (exit 2)', async () => {
    const run = await platen('validate', '--template', 'broken-syntax.json');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/broken-syntax\.json: .*not valid JSON at line 6, column 1/);
  }, SLOW);

  it('needs --font for a font the template names, and renders with it', async () => {
    const dir = scratch();
    const template = JSON.parse(readFileSync(new URL('./fixtures/badge.json', import.meta.url), 'utf8'));
    template.schemas[0][0].fontName = 'Brand';
    const file = join(dir, 'branded.json');
    writeFileSync(file, JSON.stringify(template));
    const without = await platen('render', '-t', file, '-d', 'staff.csv', '-o', join(dir, 'a.pdf'));
    expect(without.status).toBe(2);
    expect(without.stderr).toMatch(/Brand/);
    const font = new URL('../../../node_modules/@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf', import.meta.url).pathname;
    const withFont = await platen('render', '-t', file, '-d', 'staff.csv', '-o', join(dir, 'b.pdf'), '--font', `Brand=${font}`, '-w', '1');
    expect(withFont.status).toBe(0);
    expect(await pdfText(join(dir, 'b.pdf'))).toContain('Grace Hopper');
  }, SLOW);
});

describe('platen render, interrupted', () => {
  it('stops on Ctrl-C with status 130 and leaves no ZIP that looks finished', async () => {
    const dir = scratch();
    const data = join(dir, 'many.csv');
    writeFileSync(data, ['name,company,ean', ...Array.from({ length: 3000 }, (_, i) => `Person ${i},Company ${i},4006381333931`)].join('\n'));
    const out = join(dir, 'many.zip');
    const child = spawn(process.execPath, [bin, 'render', '-t', 'badge.json', '-d', data, '-o', out, '-w', '1'], { cwd: fixtures });
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
        if (/records/.test(stderr)) resolve(); // the first progress line: the batch is running
      });
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/interrupted after \d+ of 3000 records; .*many\.zip was not written/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  }, SLOW);
});

describe('platen usage', () => {
  it('explains itself with --help, with examples', async () => {
    const main = await platen('--help');
    expect(main.status).toBe(0);
    expect(main.stdout).toContain('platen render');
    expect(main.stdout).toContain('Examples:');
    const render = await platen('render', '--help');
    expect(render.status).toBe(0);
    expect(render.stdout).toMatch(/--name PATTERN/);
    expect(render.stdout).toMatch(/out\.zip/);
  }, SLOW);

  it('exits 2 with a clear message for a missing option or an unknown output kind', async () => {
    const missing = await platen('render', '-t', 'badge.json', '-o', 'x.pdf');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--data is required');
    const kind = await platen('render', '-t', 'badge.json', '-d', 'staff.csv', '-o', 'x.docx');
    expect(kind.status).toBe(2);
    expect(kind.stderr).toMatch(/must end in \.pdf/);
    const nowhere = await platen('render', '-t', 'badge.json', '-d', 'staff.csv', '-o', 'no/such/folder/x.pdf');
    expect(nowhere.status).toBe(2);
    expect(nowhere.stderr).toMatch(/the folder no\/such\/folder does not exist/);
    const unknown = await platen('render', '--colour', 'red');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--colour'/);
  }, SLOW);

  it('runs from the repository as `npm exec -- platen`', async () => {
    const run = await new Promise<{ status: number; stdout: string }>((resolve) => {
      execFile('npm', ['exec', '--no', '--', 'platen', 'validate', '-t', 'tests/unit/cli/fixtures/badge.json'], { cwd: repo, timeout: 120_000 }, (error, stdout) =>
        resolve({ status: error ? Number(error.code) : 0, stdout }),
      );
    });
    expect(run.stdout).toContain('badge.json: OK');
    expect(run.status).toBe(0);
  }, SLOW);

  it('validates a good template (exit 0) and checks records with --data', async () => {
    const good = await platen('validate', '-t', 'badge.json');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('badge.json: OK (1 page, 3 fields)');
    const withData = await platen('validate', '-t', 'badge.json', '-d', 'staff-bad-row.csv');
    expect(withData.status).toBe(1);
    expect(withData.stderr).toMatch(/staff-bad-row\.csv: line 3 field "ean": EAN-13/);
    expect(withData.stderr).not.toMatch(/Row 2/); // the engine's own row index is not the user's line
  }, SLOW);
});
