/**
 * What a person sees on the printed page: the box, rotation, colours, the human-readable text and opacity behave
 * like pdfme's own barcode plugin; bad values stop the record with a sentence; repeated symbols are stored once.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from '@pdfme/common';
import { PDFDict, PDFDocument, PDFName, type PDFPage } from '@pdfme/pdf-lib';
import { barcodes as pdfmeBarcodes, rectangle } from '@pdfme/schemas';
import { barcodePlugins, clearBarcodeCache } from '../../../../src/worker/barcodes';
import { barcodeCacheSize } from '../../../../src/worker/barcodes/encode';
import { MARGIN, crop, inkBox, pixelsNear, px, rasterise, rasteriseColour, renderPdf, templateFor, zbar, type BarcodeField } from './support';

const stock = pdfmeBarcodes as unknown as Record<string, Plugin>;

async function render(field: BarcodeField, plugins: Record<string, Plugin> = barcodePlugins): Promise<Uint8Array> {
  return (await renderPdf(templateFor(field), [{ code: field.content }], plugins)).pdf;
}

describe('rotation', () => {
  it.each([90, 30, 200])('a Code 128 turned %i° covers the same area as pdfme’s', async (rotate) => {
    const field = { type: 'code128', content: 'ROTATED-42', width: 60, height: 20, rotate };
    const ours = inkBox(rasterise(await render(field), 100));
    const theirs = inkBox(rasterise(await render(field, stock), 100));
    ours.forEach((edge, i) => expect(Math.abs(edge - theirs[i])).toBeLessThanOrEqual(4)); // 1 mm at 100 dpi
  });

  it('a Code 128 turned 90° still scans', async () => {
    const field = { type: 'code128', content: 'ROTATED-42', width: 60, height: 20, rotate: 90 };
    const raster = rasterise(await render(field));
    expect(zbar(raster)).toEqual(['CODE-128:ROTATED-42']);
    const [left, top, right, bottom] = inkBox(raster);
    expect(bottom - top).toBeGreaterThan(2 * (right - left)); // standing up, not lying down
  });
});

describe('colours and human-readable text', () => {
  const colours = { barColor: '#cc0000', backgroundColor: '#ffee00', textColor: '#0033cc' };

  it('paints bars, background and text in their own colours, and nothing black', async () => {
    const raster = rasteriseColour(await render({ type: 'code128', content: 'COLOUR', width: 60, height: 20, ...colours }));
    expect(pixelsNear(raster, '#cc0000')).toBeGreaterThan(1000);
    expect(pixelsNear(raster, '#ffee00')).toBeGreaterThan(1000);
    expect(pixelsNear(raster, '#0033cc')).toBeGreaterThan(50);
    expect(pixelsNear(raster, '#000000', 60)).toBe(0);
  });

  it('prints the same colours when the document is CMYK (options.colorType)', async () => {
    const template = templateFor({ type: 'code128', content: 'CMYK', width: 60, height: 20, ...colours });
    const { pdf } = await renderPdf(template, [{ code: 'CMYK' }], barcodePlugins, { colorType: 'cmyk' });
    const raster = rasteriseColour(pdf);
    expect(pixelsNear(raster, '#cc0000', 40)).toBeGreaterThan(1000);
    expect(pixelsNear(raster, '#ffee00', 40)).toBeGreaterThan(1000);
  });

  it('leaves the text out when includetext is off', async () => {
    const raster = rasteriseColour(
      await render({ type: 'ean13', content: '590123412345', width: 40, height: 16, includetext: false, ...colours }),
    );
    expect(pixelsNear(raster, '#cc0000')).toBeGreaterThan(1000);
    expect(pixelsNear(raster, '#0033cc')).toBe(0);
  });

  it('prints the digits under an EAN-13 when includetext is on (the default)', async () => {
    const raster = rasteriseColour(await render({ type: 'ean13', content: '590123412345', width: 40, height: 16, ...colours }));
    expect(pixelsNear(raster, '#0033cc')).toBeGreaterThan(50);
  });

  it('an empty backgroundColor lets what lies underneath show through, as in pdfme', async () => {
    const onYellow = async (backgroundColor: string) => {
      const template = templateFor({ type: 'qrcode', content: 'see-through', width: 30, height: 30, backgroundColor });
      const page = template.basePdf as { width: number; height: number };
      const underlay = { name: 'underlay', type: 'rectangle', position: { x: 0, y: 0 }, width: page.width, height: page.height, color: '#ffee00', borderWidth: 0, readOnly: true };
      template.schemas[0].unshift(underlay as never);
      const { pdf } = await renderPdf(template, [{ code: 'see-through' }], { rectangle, ...barcodePlugins });
      // the QR Code's own box (the field sits MARGIN mm from the page's corner), at 100 dpi
      return crop(rasteriseColour(pdf, 100), px(MARGIN, 100), px(MARGIN, 100), px(MARGIN + 30, 100), px(MARGIN + 30, 100));
    };
    const white = (raster: Awaited<ReturnType<typeof onYellow>>) => pixelsNear(raster, '#ffffff', 8);
    expect(white(await onYellow(''))).toBe(0);
    expect(white(await onYellow('#ffffff'))).toBeGreaterThan(500);
  });
});

describe('bad colours', () => {
  it('a colour that is not hex stops the record with a sentence', async () => {
    const template = templateFor({ type: 'qrcode', content: 'x', width: 30, height: 30, barColor: 'navy' });
    await expect(renderPdf(template, [{ code: 'x' }], barcodePlugins)).rejects.toThrow(
      'The barcode’s bar colour “navy” is not a hex colour such as #1a2b3c',
    );
  });
});

describe('opacity', () => {
  it('a 40% opaque black QR Code prints mid-grey, like pdfme’s', async () => {
    const field = { type: 'qrcode', content: 'faint', width: 30, height: 30, opacity: 0.4 };
    const darkest = (grey: Uint8Array): number => grey.reduce((min, v) => Math.min(min, v), 255);
    const ours = darkest(rasterise(await render(field), 100).grey);
    const theirs = darkest(rasterise(await render(field, stock), 100).grey);
    expect(ours).toBeGreaterThan(140);
    expect(ours).toBeLessThan(170);
    expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(3);
  });
});

describe('values', () => {
  it('an empty value prints nothing and is not an error', async () => {
    const template = templateFor({ type: 'ean13', content: '', width: 40, height: 16 });
    const { pdf } = await renderPdf(template, [{ code: '' }], barcodePlugins);
    expect(inkBox(rasterise(pdf, 50))[2]).toBe(-1);
  });

  it('a wrong check digit stops the record with a sentence, where pdfme prints nothing', async () => {
    const template = templateFor({ type: 'ean13', content: '5901234123458', width: 40, height: 16 });
    await expect(renderPdf(template, [{ code: '5901234123458' }], barcodePlugins)).rejects.toThrow(
      'EAN-13 check digit should be 7, not 8, in “5901234123458”',
    );
    const silent = await renderPdf(template, [{ code: '5901234123458' }], stock);
    expect(inkBox(rasterise(silent.pdf, 50))[2]).toBe(-1);
  });
});

describe('repeated symbols', () => {
  it('keeps the encoding of a QR Code repeated on every page (not of one-off values), and stores it once per document', async () => {
    clearBarcodeCache();
    const template = templateFor({ type: 'qrcode', content: 'same', width: 30, height: 30 });
    const same = (n: number) => Array.from({ length: n }, () => ({ code: 'https://example.com/event/2026' }));
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `https://example.com/event/${i}` }));
    const one = (await renderPdf(template, same(1), barcodePlugins)).pdf.length;
    const sameTen = (await renderPdf(template, same(10), barcodePlugins)).pdf.length;
    expect(barcodeCacheSize()).toBe(1);
    const distinctTen = (await renderPdf(template, distinct(10), barcodePlugins)).pdf.length;
    expect(barcodeCacheSize()).toBe(1); // ten values seen once each: none kept
    await renderPdf(template, distinct(2), barcodePlugins);
    expect(barcodeCacheSize()).toBe(3); // …until they come back
    expect(sameTen - one).toBeLessThan((distinctTen - one) / 2);
  });

  it.each([
    { type: 'code128', content: 'INV-000042', width: 60, height: 20, rotate: 30, textColor: '#c00000' },
    { type: 'qrcode', content: 'https://pay.example.com/INV-000042', width: 30, height: 30, backgroundColor: '#fdeecc', opacity: 0.6 },
  ])('prints a $type’s first draw in its page’s content and the next by a form, alike', async (field) => {
    const { pdf } = await renderPdf(templateFor(field), [{ code: field.content }, { code: field.content }], barcodePlugins);
    const doc = await PDFDocument.load(pdf);
    const barcodeForms = (page: PDFPage) => (page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys() ?? []).filter((name) => name.asString().startsWith('/Bc'));
    expect(doc.getPages().map((page) => barcodeForms(page).length)).toEqual([0, 1]);
    const [first, second] = await Promise.all([0, 1].map(async (index) => {
      const single = await PDFDocument.create();
      single.addPage((await single.copyPages(doc, [index]))[0]);
      return rasteriseColour(await single.save(), 150);
    }));
    expect(pixelsNear(first, field.textColor ?? field.backgroundColor ?? '#000000')).toBeGreaterThan(50);
    expect(Buffer.from(first.rgb).equals(Buffer.from(second.rgb))).toBe(true);
  });
});
