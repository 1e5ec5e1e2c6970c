/**
 * Platen's own QR encoder (src/worker/barcodes/qr): module for module the symbol BWIPP draws when both use the same
 * mask — which checks the capacity tables, Reed–Solomon blocks, placement, format and version information at every
 * size class — and, with the mask it picks itself, read back by zbarimg in every mode.
 */
import { describe, expect, it } from 'vitest';
import bwipjs from 'bwip-js/generic';
import { qrSymbol } from '../../../../src/worker/barcodes/qr/qrSymbol';
import { rasterise, renderPdf, templateFor, zbar } from './support';
import { barcodePlugins } from '../../../../src/worker/barcodes';

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** One segment in one mode, as BWIPP would also encode them (no digit runs inside text, where it switches mode). */
const values = [
  ...[1, 17, 60, 130, 400, 1500, 5596].map((n) => repeatTo('8675309', n)),
  ...[1, 20, 90, 300, 1200, 3391].map((n) => repeatTo('PLATEN $%*+-./: ', n)),
  ...[1, 30, 150, 500, 1000, 2170].map((n) => repeatTo('hello, wörld; ', n)), // 2170 characters: 2325 bytes, near the top with ECI
];

describe('QR symbols', () => {
  it.each(values.map((value) => [value.length, value]))('%i characters: the same modules as BWIPP under the same mask', (_, value) => {
    const ours = qrSymbol(value)!;
    for (const mask of [ours.mask, (ours.mask + 3) % 8]) {
      const forced = qrSymbol(value, mask)!;
      // BWIPP numbers masks from 1; its parsefnc ECI is how encode.ts declared UTF-8 before this encoder
      const text = /[^\x00-\x7f]/.test(value) ? `^ECI000026${value}` : value;
      const [theirs] = bwipjs.raw({ bcid: 'qrcode', text, parsefnc: text !== value, mask: mask + 1 } as never) as { pixs: number[]; pixx: number }[];
      expect(theirs.pixx).toBe(forced.size);
      expect(Array.from(forced.modules).join('')).toBe(theirs.pixs.join(''));
    }
  });

  it('uses the smallest version at level M, then the strongest level that still fits it', () => {
    expect(qrSymbol('a')).toMatchObject({ version: 1, level: 'H' });
    expect(qrSymbol('HELLO WORLD')).toMatchObject({ version: 1, level: 'Q' });
    expect(qrSymbol('x'.repeat(14))).toMatchObject({ version: 1, level: 'M' });
    expect(qrSymbol('x'.repeat(15))).toMatchObject({ version: 2 });
    expect(qrSymbol('x'.repeat(2331))).toMatchObject({ version: 40, level: 'M' });
    expect(qrSymbol('x'.repeat(2332))).toBeNull();
  });

  it.each([
    ['a short URL', 'https://pay.example.com/INV-000001'],
    ['digits', '0'.repeat(700)],
    ['capitals', repeatTo('ORDER 42/7 ', 600)],
    ['UTF-8 text', repeatTo('Noah Núñez, 東京都 ', 300)],
    ['a caret, written as typed', 'A^B ^ECI000003 ^^'],
  ])('%s scans back as written (zbarimg)', async (_, content) => {
    const field = { type: 'qrcode', content, width: 90, height: 90 };
    const { pdf } = await renderPdf(templateFor(field), [{ code: content }], barcodePlugins);
    expect(zbar(await rasterise(pdf))).toEqual([`QR-Code:${content}`]);
  });
});
