/**
 * Every barcode type printed by Platen's plugins through stock @pdfme/generator, rasterised at 300 dpi and read back
 * by a scanner library: what is printed must scan as the value the user typed (with the check digit the symbology
 * adds).
 */
import { describe, expect, it } from 'vitest';
import bwipjs from 'bwip-js/generic';
import { barcodePlugins } from '../../../../src/worker/barcodes';
import { expandUpcE, gs1CheckDigit } from '../../../../src/templates/barcodeRules';
import { rasterise, renderPdf, templateFor, zbar, zxing, type BarcodeField, type Raster } from './support';

async function scan(field: BarcodeField): Promise<Raster> {
  const { pdf } = await renderPdf(templateFor(field), [{ code: field.content }], barcodePlugins);
  return rasterise(pdf);
}

const withCheck = (digits: string): string => digits + gs1CheckDigit(digits);

describe('linear barcodes and QR scan back as typed (zbarimg)', () => {
  const cases: [type: string, value: string, width: number, height: number, scanned: string][] = [
    ['qrcode', 'https://example.com/badge/0042?name=Ada', 30, 30, 'QR-Code:https://example.com/badge/0042?name=Ada'],
    ['qrcode', '東京都千代田区 受付番号 42', 30, 30, 'QR-Code:東京都千代田区 受付番号 42'],
    // Latin beyond ASCII was read as Shift JIS ("N繳簽ez") until the symbol declared UTF-8 (ECI 26).
    ['qrcode', 'NLO25|T-481|Núñez', 30, 30, 'QR-Code:NLO25|T-481|Núñez'],
    ['qrcode', 'Müller ^ECI000003 Straße ^^ é', 30, 30, 'QR-Code:Müller ^ECI000003 Straße ^^ é'],
    ['ean13', '590123412345', 40, 16, `EAN-13:${withCheck('590123412345')}`],
    ['ean13', '2112345678900', 40, 16, 'EAN-13:2112345678900'],
    ['ean8', '9638507', 30, 20, `EAN-8:${withCheck('9638507')}`],
    ['code39', 'PLATEN-42 $/+%', 70, 20, 'CODE-39:PLATEN-42 $/+%'],
    ['code128', 'Invoice #2024/0815 (a)', 70, 20, 'CODE-128:Invoice #2024/0815 (a)'],
    ['nw7', 'A40156B', 40, 20, 'Codabar:A40156B'],
    ['itf14', '1540014128876', 60, 16, `I2/5:${withCheck('1540014128876')}`],
    ['upca', '03600029145', 40, 16, `UPC-A:${withCheck('03600029145')}`],
    ['upce', '0123456', 30, 20, `UPC-E:0123456${gs1CheckDigit(expandUpcE('0', '123456'))}`],
  ];
  it.each(cases)('%s “%s”', async (type, content, width, height, scanned) => {
    expect(zbar(await scan({ type, content, width, height }))).toEqual([scanned]);
  });
});

describe('GS1 DataMatrix and PDF417 scan back as typed (@zxing/library)', () => {
  it('GS1 DataMatrix starts with FNC1 (zxing reports it as GS) and separates a variable-length AI with GS', async () => {
    const raster = await scan({ type: 'gs1datamatrix', content: '(01)09501101530003(10)ABC123(17)261231', width: 25, height: 25 });
    const decoded = zxing(raster, 'datamatrix');
    expect(decoded).toBe('\u001d' + '0109501101530003' + '10ABC123\u001d' + '17261231');
  });

  it('PDF417 carries text beyond ASCII, declared as UTF-8', async () => {
    const content = 'Lieferung an Noah Núñez, Straße 5 ^ 東京';
    const raster = await scan({ type: 'pdf417', content, width: 80, height: 25 });
    expect(zxing(raster, 'pdf417')).toBe(content);
  });

  it('PDF417 carries the text', async () => {
    const content = 'Platen PDF417: Invoice 2024-0815, total 1,234.56 EUR';
    const raster = await scan({ type: 'pdf417', content, width: 80, height: 25 });
    expect(zxing(raster, 'pdf417')).toBe(content);
  });
});

/**
 * No common decoder reads the Japan Post 4-state customer barcode, so we read its bars ourselves: each bar's state
 * (full, ascender, descender, tracker) from the raster must equal bwip-js's own encoding of the value.
 */
describe('Japan Post bars match bwip-js’s encoding bar for bar', () => {
  type State = 'F' | 'A' | 'D' | 'T';

  function statesFromEncoder(value: string): State[] {
    const [{ bbs, bhs }] = bwipjs.raw('japanpost', value, {}) as { bbs: number[]; bhs: number[] }[];
    const top = Math.max(...bbs.map((bottom, i) => bottom + bhs[i]));
    return bbs.map((bottom, i) => {
      const toBottom = bottom < 1e-6;
      const toTop = Math.abs(bottom + bhs[i] - top) < 1e-6;
      return toBottom && toTop ? 'F' : toTop ? 'A' : toBottom ? 'D' : 'T';
    });
  }

  function statesFromRaster({ grey, width, height }: Raster): State[] {
    const ink = (x: number, y: number): boolean => grey[y * width + x] < 128;
    // The tracker row: the row crossing the most bars is the middle of the symbol.
    let middle = 0;
    let best = -1;
    for (let y = 0; y < height; y += 1) {
      let runs = 0;
      for (let x = 1; x < width; x += 1) if (ink(x, y) && !ink(x - 1, y)) runs += 1;
      if (runs > best) [best, middle] = [runs, y];
    }
    const bars: { top: number; bottom: number }[] = [];
    for (let x = 1; x < width; x += 1) {
      if (!ink(x, middle) || ink(x - 1, middle)) continue;
      let end = x;
      while (end < width && ink(end, middle)) end += 1;
      const centre = (x + end) >> 1;
      let top = middle;
      let bottom = middle;
      while (top > 0 && ink(centre, top - 1)) top -= 1;
      while (bottom < height - 1 && ink(centre, bottom + 1)) bottom += 1;
      bars.push({ top, bottom });
    }
    const top = Math.min(...bars.map((bar) => bar.top));
    const bottom = Math.max(...bars.map((bar) => bar.bottom));
    const tolerance = (bottom - top) / 10;
    return bars.map((bar) => {
      const toTop = bar.top - top < tolerance;
      const toBottom = bottom - bar.bottom < tolerance;
      return toTop && toBottom ? 'F' : toTop ? 'A' : toBottom ? 'D' : 'T';
    });
  }

  it.each(['6540123789-A-K-Z', '1000001', '0600033A1B2'])('“%s”', async (content) => {
    const raster = await scan({ type: 'japanpost', content, width: 80, height: 7.2, includetext: false });
    const expected = statesFromEncoder(content);
    expect(expected).toHaveLength(67);
    expect(statesFromRaster(raster).join('')).toBe(expected.join(''));
  });
});
