/**
 * Issue #9, bad input: each reported case as a CLI run, asserting the exit status and a message that names the
 * place (file, sheet, row, field) in the user's terms. Most run in this process over one shared engine
 * (tests/unit/fuzz/support/cliHarness); the far-flung sheet and the deep JSON also run as the real `platen` binary,
 * where they used to exhaust memory and print a stack trace.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, crashOf, pageCountOf, qpdfProblem, sharedEngine } from '../fuzz/support/cliHarness';
import { csvText, rowsToCells, withDeclaredSize, xlsxFile } from '../fuzz/support/dataFiles';
import { GOOD_IMAGES, TINY_GIF, TINY_PNG, dataUrl } from '../fuzz/support/images';
import { scratchDir } from '../fuzz/support/scratchDir';
import { baseTemplate, nestedJson } from '../fuzz/support/templates';
import { pngBytes } from '../data/imageFixtures';
import { bin } from './support';

const SLOW = 240_000;
const engine = sharedEngine();
const dir = scratchDir('bad-input');
afterAll(async () => {
  await engine.close();
  dir.remove();
});

const template = dir.write('badge.json', JSON.stringify(baseTemplate()));
const render = (templateFile: string, data: string, out: string, ...more: string[]) =>
  cli(['render', '-t', templateFile, '-d', data, '-o', out, '-w', '1', '-q', ...more], engine.start, 120_000);
const pdfText = (pdf: string) =>
  new Promise<string>((resolve, reject) => execFile('pdftotext', [pdf, '-'], (error, stdout) => (error ? reject(error) : resolve(stdout))));

/** The real binary, with the heap capped at 1 GB so a regression fails fast instead of taking the machine. */
function platenCapped(...args: string[]): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--max-old-space-size=1024', bin, ...args], { timeout: 120_000 }, (error, _stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr }),
    );
  });
}

describe('6. a huge XLSX', () => {
  it('a 2 kB workbook with one value at XFD1048576 is read sparsely by the real binary: the table plus one row', async () => {
    const data = dir.write('far.xlsx', xlsxFile([...rowsToCells([['name'], ['Ada']]), { ref: 'XFD1048576', value: 'stray' }]));
    expect(readFileSync(data).length).toBeLessThan(3000);
    const run = await platenCapped('render', '-t', template, '-d', data, '-o', dir.path('far.pdf'), '-w', '1', '-q');
    expect(run.status, run.stderr).toBe(0);
    expect(await qpdfProblem(dir.path('far.pdf'))).toBeNull();
    expect(await pageCountOf(dir.path('far.pdf'))).toBe(2);
  }, SLOW);

  it('a workbook that says it unpacks past 256 MB is refused before it is unpacked', async () => {
    const data = dir.write('bomb.xlsx', withDeclaredSize(xlsxFile(rowsToCells([['name'], ['Ada']])), 300 * 1024 * 1024));
    const run = await render(template, data, dir.path('bomb.pdf'));
    expect(crashOf(run)).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unpacks to more than 256 MB');
  }, SLOW);
});

describe('7. deeply nested JSON', () => {
  it('a template nested 5,000 deep is refused by the real binary with the file, line and column', async () => {
    const deep = dir.write('deep-template.json', `{"basePdf":{"width":100,"height":70,"padding":[0,0,0,0]},"schemas":[[]],"x":${nestedJson(5000)}}`);
    const data = dir.write('one.csv', 'name\nAda\n');
    const run = await platenCapped('render', '-t', deep, '-d', data, '-o', dir.path('deep.pdf'), '-w', '1', '-q');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`${deep}: The file nests lists or objects more than 64 deep \\(at line 1, column \\d+\\)`));
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, SLOW);

  it('a data file nested 5,000 deep is refused naming the data file', async () => {
    const data = dir.write('deep-data.json', `[{"name":${nestedJson(5000, '"x"')}}]`);
    const run = await render(template, data, dir.path('deep-data.pdf'));
    expect(crashOf(run)).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/deep-data\.json nests lists or objects more than 64 deep \(at line 1, column \d+\)/);
  }, SLOW);
});

describe('8. geometry', () => {
  const withChange = (name: string, change: (t: Record<string, any>) => void) => {
    const t = baseTemplate() as Record<string, any>;
    change(t);
    return dir.write(name, JSON.stringify(t));
  };
  const data = dir.write('names.csv', csvText([['name'], ['Ada']]));

  it('a page 1e300 mm wide is a template error, not a PDF qpdf rejects', async () => {
    const run = await render(withChange('wide.json', (t) => (t.basePdf.width = 1e300)), data, dir.path('wide.pdf'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('basePdf.width: The page is 1.00 × 10^300 mm wide; a page can be at most 5,000 mm (5 m) a side.');
    expect(existsSync(dir.path('wide.pdf'))).toBe(false);
  }, SLOW);

  it('font sizes, line heights and field positions out of reach are named by page and field', async () => {
    const run = await render(
      withChange('sizes.json', (t) => {
        t.schemas[0][0].fontSize = 1e6;
        t.schemas[0][0].lineHeight = 1e9;
        t.schemas[0][1].position.x = -1e12;
      }),
      data,
      dir.path('sizes.pdf'),
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('schemas[0][0].fontSize: Page 1, field “name”: the font size (pt) is 1000000; it must be between 0 and 1,000.');
    expect(run.stderr).toContain('schemas[0][0].lineHeight: Page 1, field “name”: the line height (times the font size) is 1.00 × 10^9');
    expect(run.stderr).toContain('schemas[0][1].position.x: Page 1, field “logo”: x (mm) is -1.00 × 10^12');
  }, SLOW);

  it('a page just inside the bounds renders a PDF that qpdf accepts', async () => {
    const out = dir.path('big.pdf');
    const run = await render(
      withChange('big.json', (t) => {
        t.basePdf.width = 4999;
        t.basePdf.height = 4999;
        t.schemas[0][0].position = { x: 4800, y: 4900 };
        t.schemas[0][0].fontSize = 999;
        t.schemas[0][0].height = 90;
        t.schemas[0][0].width = 190;
      }),
      data,
      out,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(await qpdfProblem(out)).toBeNull();
  }, SLOW);
});

describe('9. messages that name the right thing', () => {
  /** A CSV with the good badge rows and `bad` as row 2's logo (line 3). */
  const mixed = (name: string, bad: string) =>
    dir.write(name, csvText([['name', 'logo'], ['Ada', GOOD_IMAGES[0]], ['Bob', bad], ['Cy', GOOD_IMAGES[1]]]));

  it.each([
    ['GIF', dataUrl('image/gif', TINY_GIF), 'this is a GIF image; image fields take PNG or JPEG'],
    ['SVG', dataUrl('image/svg+xml', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'this is an SVG image; image fields take PNG or JPEG (use an SVG field for SVG)'],
    ['HTML', 'data:text/html,<b>hi</b>', 'this is text/html data, not a picture; image fields take PNG or JPEG'],
    ['huge PNG', dataUrl('image/png', pngBytes(100_000, 100_000)), 'the PNG image claims to be 100,000 × 100,000 pixels; image fields take at most 64 megapixels'],
    ['PNG labelled JPEG', dataUrl('image/jpeg', TINY_PNG), 'the picture is a PNG image but its data URL says image/jpeg'],
    // pdf-lib's PNG reader looped on this until the record time limit stopped the worker
    ['PNG cut short', dataUrl('image/png', pngBytes(40, 40).subarray(0, 60)), 'the PNG image is cut short (it stops before its end chunk)'],
  ])('a %s in an image field names its line and field; the good rows are written', async (label, value, message) => {
    const out = dir.path(`${label}.pdf`);
    const run = await render(template, mixed(`${label}.csv`, value), out);
    expect(crashOf(run)).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`line 3: field "logo": ${message}`);
    expect(await pageCountOf(out)).toBe(2);
  }, SLOW);

  it('an SVG with a DOCTYPE from the data is drawn; one that is cut short names its line and field', async () => {
    const doctype = '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>';
    const data = dir.write('svg.csv', csvText([['name', 'mark'], ['Ada', doctype], ['Bob', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5"']]));
    const out = dir.path('svg.pdf');
    const run = await render(template, data, out);
    expect(crashOf(run)).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 3: field "mark": the SVG is cut short or malformed');
    expect(run.stderr).not.toMatch(/line 2:/);
    expect(await pageCountOf(out)).toBe(1);
  }, SLOW);

  it('fields named constructor, toString and __proto__ are filled from their own columns, and --name can use them', async () => {
    const t = baseTemplate() as Record<string, any>;
    t.schemas[0] = ['constructor', 'toString', '__proto__'].map((name, i) => ({ name, type: 'text', position: { x: 5, y: 5 + i * 12 }, width: 90, height: 10, fontSize: 10 }));
    const templateFile = dir.write('proto.json', JSON.stringify(t));
    const data = dir.write('proto.csv', csvText([['constructor', 'toString', '__proto__'], ['Builder Bob', 'Stringy Sue', 'Proto Pat']]));
    const out = `${dir.path('proto-out')}/`;
    const run = await render(templateFile, data, out, '--name', '{__proto__}-{constructor}.pdf');
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(out)).toEqual(['Proto Pat-Builder Bob.pdf']);
    const text = await pdfText(`${out}Proto Pat-Builder Bob.pdf`);
    for (const value of ['Builder Bob', 'Stringy Sue', 'Proto Pat']) expect(text).toContain(value);
  }, SLOW);

  it('an unreadable base PDF is a template problem (exit 2), reported once, not a failure of every row', async () => {
    const t = baseTemplate() as Record<string, any>;
    t.basePdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\nthis is not the rest of a PDF').toString('base64')}`;
    const run = await render(dir.write('broken-base.json', JSON.stringify(t)), dir.write('two.csv', 'name\nAda\nBob\n'), dir.path('broken-base.pdf'));
    expect(crashOf(run)).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('broken-base.json: basePdf: the background PDF (basePdf) cannot be read');
    expect(run.stderr).not.toMatch(/records? failed/);
  }, SLOW);

  it('-o existing-file/ is refused before anything renders', async () => {
    const file = dir.write('taken', 'not a folder');
    const run = await render(template, dir.write('one-name.csv', 'name\nAda\n'), `${file}/`);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`--out "${file}/": ${file} is a file, not a folder`);
    expect(run.stderr).not.toContain('wrote');
  }, SLOW);

  it('a truncated TTF given with --font is refused, naming the option and what is wrong', async () => {
    const ttf = readFileSync(new URL('../../../node_modules/@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf', import.meta.url));
    const font = dir.write('cut.ttf', ttf.subarray(0, 30_000));
    const run = await render(template, dir.write('font.csv', 'name\nAda\n'), dir.path('font.pdf'), '--font', `Cut=${font}`);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`--font Cut=${font}: the file is cut short: its "\\w+" table ends at byte \\d+, but the file has 30000 bytes`));
  }, SLOW);
});

