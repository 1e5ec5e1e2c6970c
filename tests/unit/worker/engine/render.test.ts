import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFString } from '@pdfme/pdf-lib';
import type { Template } from '../../../../src/templates/types';
import { asStrings, everyTypeRecord, everyTypeTemplate } from '../support/everyType';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { collectBatch, engineOverComlink, pdfPages, pdfPixels, pdfText, stockGenerate } from '../support/engine';

/** A 24×24 RGBA PNG: a red square fading to transparent, to check that transparency survives image caching. */
function translucentPngDataUrl(): string {
  const size = 24;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x += 1) raw.set([220, 30, 30, Math.round((x / size) * 255)], y * (size * 4 + 1) + 1 + x * 4);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const engine = engineOverComlink(1);
afterAll(() => engine.close());

const textOnly = (fields: Template['schemas'][number]): Template => ({
  schemas: [fields],
  basePdf: { width: 100, height: 60, padding: [5, 5, 5, 5] },
});
const textField = (name: string, y = 10) => ({ name, type: 'text', position: { x: 5, y }, width: 90, height: 8, fontSize: 10 });

describe('rendering one record', () => {
  it('matches stock generate() for every field type: same pages, same text, table breaking across pages', async () => {
    const template = everyTypeTemplate();
    const record = everyTypeRecord(0);
    const mine = await engine.api.render(template, record as never);
    if (!mine.ok) throw new Error(JSON.stringify(mine.errors));
    const stock = await stockGenerate(template, [asStrings(record)]);
    expect(pdfPages(mine.pdf)).toBe(pdfPages(stock));
    expect(pdfPages(mine.pdf)).toBeGreaterThanOrEqual(3); // the 40-row table runs onto a second page
    expect(pdfText(mine.pdf)).toBe(pdfText(stock));
    expect(pdfText(mine.pdf)).toContain(`page 1 of ${pdfPages(mine.pdf)}`);
  });

  it('prints numbers, booleans and arrays given as values instead of dropping them', async () => {
    const template = textOnly([textField('qty'), textField('flag', 20), textField('items', 30)]);
    const result = await engine.api.render(template, { qty: 42, flag: true, items: ['a', 'b'] } as never);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const text = pdfText(result.pdf);
    expect(text).toContain('42');
    expect(text).toContain('true');
    expect(text).toContain('["a","b"]');
  });

  it('prints a formatted field as formatted, and fails only the record whose value cannot be formatted', async () => {
    const amount = { ...textField('amount'), platenFormat: { kind: 'currency', locale: 'en-GB', currency: 'EUR', decimals: 2 } };
    const due = { ...textField('due', 20), platenFormat: { kind: 'date', locale: 'en-GB', dateStyle: 'long' } };
    const template = textOnly([amount, due]);
    const good = await engine.api.render(template, { amount: '1234.5', due: '2025-10-03' });
    if (!good.ok) throw new Error(JSON.stringify(good.errors));
    expect(pdfText(good.pdf)).toContain('€1,234.50');
    expect(pdfText(good.pdf)).toContain('3 October 2025');
    const bad = await engine.api.render(template, { amount: 'twelve', due: '2025-10-03' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors).toEqual([{ row: 0, field: 'amount', message: '“twelve” is not a number; the field is formatted as currency (EUR, en-GB)' }]);
  });

  it('draws table cells given as numbers or null, and rows shorter than the head', async () => {
    const table = { name: 'lines', type: 'table', position: { x: 5, y: 5 }, width: 90, height: 10, head: ['Item', 'Qty', 'Price'],
      headWidthPercentages: [50, 25, 25], showHead: true, tableStyles: {}, headStyles: {}, bodyStyles: {}, columnStyles: {} };
    const result = await engine.api.render(textOnly([table]), { lines: [['Pens', 12, 2.5], ['Paper', null], ['Ink']] } as never);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const text = pdfText(result.pdf);
    for (const cell of ['Pens', '12', '2.5', 'Paper', 'Ink']) expect(text).toContain(cell);
  });

  it('renders a missing value as empty and keeps the rest', async () => {
    const result = await engine.api.render(textOnly([textField('a'), textField('b', 20)]), { a: 'present' });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(pdfText(result.pdf)).toContain('present');
  });

  it('parses the font once: the second record costs far less than the first (measured, not asserted)', async () => {
    const fresh = engineOverComlink(1);
    const template = textOnly([{ ...textField('name'), fontName: 'Roboto-Bold' }]);
    const times: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const started = performance.now();
      const result = await fresh.api.render(template, { name: `Record ${i}` });
      times.push(performance.now() - started);
      expect(result.ok).toBe(true);
    }
    fresh.close();
    console.log(`render ms, first and then cached: ${times.map((t) => t.toFixed(1)).join(', ')}`);
    expect(times).toHaveLength(4);
  });

  it('renders on an uploaded base PDF, page for page', async () => {
    const base = await stockGenerate(textOnly([{ ...textField('stamp'), readOnly: true, content: 'LETTERHEAD' }]), [{}]);
    const template: Template = {
      schemas: [[textField('name', 30)]],
      basePdf: `data:application/pdf;base64,${Buffer.from(base).toString('base64')}`,
    };
    const result = await engine.api.render(template, { name: 'Ada Lovelace' });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const stock = await stockGenerate(template, [{ name: 'Ada Lovelace' }]);
    expect(pdfText(result.pdf)).toBe(pdfText(stock));
    expect(pdfText(result.pdf)).toContain('LETTERHEAD');
  });
});

describe('images', () => {
  it('draws a translucent PNG exactly as stock pdfme does, also when the decoded image is reused', async () => {
    const template: Template = {
      schemas: [[{ name: 'logo', type: 'image', position: { x: 10, y: 10 }, width: 40, height: 40, readOnly: true, content: translucentPngDataUrl() },
        { ...textField('name', 52), fontSize: 8 }]],
      basePdf: { width: 100, height: 60, padding: [0, 0, 0, 0] },
    };
    const stock = pdfPixels(await stockGenerate(template, [{ name: 'x' }]));
    for (let i = 0; i < 2; i += 1) {
      const result = await engine.api.render(template, { name: 'x' });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(pdfPixels(result.pdf).equals(stock)).toBe(true);
    }
  });
});

describe('an uploaded base PDF with a web link', () => {
  it('keeps the link on every record, as stock pdfme does', async () => {
    const base = await PDFDocument.create();
    const page = base.addPage([283, 170]);
    page.drawText('Visit us', { x: 20, y: 140, size: 12 });
    page.node.addAnnot(base.context.register(base.context.obj({
      Type: 'Annot', Subtype: 'Link', Rect: [20, 135, 90, 155], Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.com/contact') },
    })));
    const template: Template = {
      schemas: [[textField('name', 30)]],
      basePdf: `data:application/pdf;base64,${Buffer.from(await base.save()).toString('base64')}`,
    };
    const links = async (pdf: Uint8Array) => {
      const doc = await PDFDocument.load(pdf);
      return doc.getPages().map((p) => {
        const annots = p.node.Annots();
        return annots ? annots.size() : 0;
      });
    };
    const records = [{ name: 'A' }, { name: 'B' }];
    const { bytes } = await collectBatch(engine.api, template, records, { output: 'merged' }, 'links');
    expect(await links(bytes)).toEqual(await links(await stockGenerate(template, records)));
    expect(await links(bytes)).toEqual([1, 1]);
  });
});

describe('errors name the row and the field', () => {
  const template: Template = {
    schemas: [[
      textField('name'),
      { name: 'photo', type: 'image', position: { x: 5, y: 20 }, width: 10, height: 10 },
      { name: 'ean', type: 'ean13', position: { x: 20, y: 20 }, width: 40, height: 15 },
      { name: 'lines', type: 'table', position: { x: 5, y: 40 }, width: 90, height: 10, head: ['A'], headWidthPercentages: [100],
        showHead: true, tableStyles: {}, headStyles: {}, bodyStyles: {}, columnStyles: {} },
    ]],
    basePdf: { width: 100, height: 80, padding: [5, 5, 5, 5] },
  };
  const good = { name: 'Fine', ean: '4006381333931', lines: '[["x"]]' };

  it('a valid record renders', async () => {
    expect((await engine.api.render(template, good)).ok).toBe(true);
  });

  it.each([
    ['broken image data', { photo: 'data:image/png;base64,AAAA' }, 'photo'],
    ['an invalid barcode value', { ean: '12AB' }, 'ean'],
    ['table data that is not JSON', { lines: 'not json' }, 'lines'],
    ['table data that is not rows', { lines: '{"a":1}' }, 'lines'],
  ])('%s', async (_, bad, field) => {
    const result = await engine.api.render(template, { ...good, ...bad });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ row: 0, field });
    expect(result.errors[0].message.length).toBeGreaterThan(5);
  });

  it('an unknown field type', async () => {
    const withUnknown: Template = { ...template, schemas: [[...template.schemas[0], { ...textField('spark'), type: 'sparkline' }]] };
    const result = await engine.api.render(withUnknown, good);
    expect(result).toMatchObject({ ok: false, errors: [{ row: 0, field: 'spark', message: expect.stringContaining('sparkline') }] });
  });

  it('a corrupt base PDF fails the template, not the worker', async () => {
    const broken: Template = { schemas: [[textField('name')]], basePdf: `data:application/pdf;base64,${btoa('%PDF-1.7 garbage')}` };
    const result = await engine.api.render(broken, good);
    expect(result).toMatchObject({ ok: false, errors: [{ row: 0, message: expect.stringContaining('base PDF') }] });
    expect((await engine.api.render(template, good)).ok).toBe(true);
  });
});

describe('preflight through the engine', () => {
  it('flags a bad barcode value and an overflowing name with their row and field, with the real fonts', async () => {
    const template: Template = {
      schemas: [[
        { ...textField('name'), width: 20, height: 5, fontSize: 12 },
        { name: 'ean', type: 'ean13', position: { x: 20, y: 20 }, width: 40, height: 15 },
      ]],
      basePdf: { width: 100, height: 60, padding: [5, 5, 5, 5] },
    };
    const problems = await engine.api.preflight(template, [
      { name: 'Ann', ean: '4006381333931' },
      { name: 'Ann', ean: '12AB' },
      { name: 'A name far too long for a box twenty millimetres wide, over several lines', ean: '4006381333931' },
    ]);
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining([['records', 1, 'ean'], ['records', 2, 'name']]));
    expect(problems.some((p) => p.path[1] === 0)).toBe(false);
  });
});

describe('fonts', () => {
  const fontsIn = (pdf: Uint8Array) => {
    const file = `/tmp/platen-fonts-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`;
    writeFileSync(file, pdf);
    return execFileSync('pdffonts', [file], { encoding: 'utf8' });
  };

  it('embeds a font uploaded with the template (data URL) under the name the field uses', async () => {
    const bytes = readFileSync(new URL('../../../../node_modules/@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf', import.meta.url));
    const template: Template = {
      ...textOnly([{ ...textField('name'), fontName: 'House Font' }]),
      platen: { fonts: { 'House Font': `data:font/ttf;base64,${bytes.toString('base64')}` } },
    };
    const result = await engine.api.render(template, { name: 'Branded' });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(fontsIn(result.pdf)).toMatch(/Roboto-BoldItalic/);
    expect(pdfText(result.pdf)).toContain('Branded');
  });

  it('uses a shipped font by name, and names the field when a font is nowhere to be found', async () => {
    const bold = await engine.api.render(textOnly([{ ...textField('name'), fontName: 'Roboto-Bold' }]), { name: 'Bold' });
    if (!bold.ok) throw new Error(JSON.stringify(bold.errors));
    expect(fontsIn(bold.pdf)).toMatch(/Roboto-Bold/);
    const missing = await engine.api.render(textOnly([{ ...textField('name'), fontName: 'Comic Sans' }]), { name: 'x' });
    expect(missing).toMatchObject({ ok: false, errors: [{ row: 0, field: 'name', message: expect.stringContaining('Comic Sans') }] });
  });
});
