/**
 * Platen's own Code 128 encoder (src/worker/barcodes/code128): the vectors encodeBarcode returns are the ones bwip-js
 * draws for the same value and options — size, bar rectangles, text glyphs and their positions — across code sets,
 * shifts, text on and off and several heights; the check symbol is the standard's; a printed symbol scans back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import bwipjs from 'bwip-js/generic';
import { clearBarcodeCache, encodeBarcode } from '../../../../src/worker/barcodes/encode';
import { barcodePlugins } from '../../../../src/worker/barcodes';
import { code128CheckValue, code128Symbol } from '../../../../src/worker/barcodes/code128/code128Symbol';
import { vectorDrawing } from '../../../../src/worker/barcodes/vectorDrawing';
import { rasterise, renderPdf, templateFor, zbar } from './support';

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const values: [what: string, value: string][] = [
  ['an invoice number', 'INV-000123'],
  ['one letter', 'A'],
  ['one digit', '7'],
  ['two digits (start in C)', '42'],
  ['three digits', '123'],
  ['four digits (set C)', '1234'],
  ['odd digits (one left in B)', '1234567'],
  ['even digits', '00123456789012'],
  ['capitals', 'PLATEN'],
  ['lower case', 'invoice'],
  ['punctuation', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'],
  ['letters then digits (switch to C)', 'AIM1234'],
  ['digits inside letters', 'AB123456CD7890EF'],
  ['a short digit run stays in B', 'AB123CD'],
  ['an odd digit run inside text', 'ORDER 12345 SHIPPED'],
  ['digits then letters', '123456ABC'],
  ['control characters (set A)', 'A\tB\nC'],
  ['one control among lower case (shift)', 'ab\x01cd'],
  ['one lower-case letter among controls (shift)', '\x01\x02a\x03\x04'],
  ['controls then lower case (latch)', '\x01\x02\x03abcdef'],
  ['a caret, written as typed', 'A^B^^C'],
  ['DEL', 'x\x7fy'],
  ['every printable ASCII character', PRINTABLE],
  ['a long value', `${'Invoice #2024/0815 (a) '.repeat(8)}12345678901234567890`],
  ['the longest accepted value', 'Ab1'.repeat(166) + 'xy'],
];

/** bwip-js as encode.ts calls it for Code 128 (scale 5, text centred, height in mm when given). */
function bwipVectors(value: string, includetext: boolean, heightMm?: number) {
  const params: bwipjs.RenderOptions = { bcid: 'code128', text: value, scale: 5, includetext, textxalign: 'center' };
  if (heightMm) params.height = heightMm;
  return bwipjs.render(params, vectorDrawing());
}

describe('Code 128', () => {
  beforeEach(() => clearBarcodeCache());

  const layouts: [includetext: boolean, heightMm: number | undefined][] = [
    [true, undefined],
    [false, undefined],
    [true, 12],
    [false, 20],
    [true, 8.47],
  ];

  it.each(values)('%s: the same vectors as bwip-js', (_, value) => {
    expect(code128Symbol(value), 'handled by our encoder, not bwip-js').not.toBeNull();
    for (const [includetext, heightMm] of layouts) {
      const ours = encodeBarcode('code128', value, { includetext, heightMm });
      expect(ours, `includetext ${includetext}, height ${heightMm ?? 'default'}`).toEqual(bwipVectors(value, includetext, heightMm));
      if (includetext) expect(ours.text.length).toBeGreaterThan(0);
    }
  });

  it('encodes the same symbol characters as BWIPP', () => {
    for (const [, value] of values) {
      const [theirs] = bwipjs.raw({ bcid: 'code128', text: value } as never) as unknown as { sbs: number[] }[];
      expect(code128Symbol(value)!.widths).toEqual(theirs.sbs);
    }
  });

  it('uses code set C for digit runs and the check symbol of the standard’s example', () => {
    // ISO/IEC 15417's worked example: Start B, A I M, Code C, 12 34; (104 + 33 + 41·2 + 45·3 + 99·4 + 12·5 + 34·6) mod 103.
    expect(code128Symbol('AIM1234')!.codewords).toEqual([104, 33, 41, 45, 99, 12, 34, 87, 106]);
    expect(code128CheckValue([104, 33, 41, 45, 99, 12, 34])).toBe(87);
    expect(code128Symbol('42')!.codewords.slice(0, 2)).toEqual([105, 42]);
  });

  it('gives every symbol character 11 modules with an even number of them in bars', () => {
    const { widths } = code128Symbol(PRINTABLE)!;
    for (let i = 0; i + 6 < widths.length; i += 6) {
      const character = widths.slice(i, i + 6);
      expect(character.reduce((a, b) => a + b)).toBe(11);
      expect((character[0] + character[2] + character[4]) % 2).toBe(0);
    }
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]); // stop, with its final bar
  });

  it('leaves a value over 500 characters to bwip-js, which refuses it', () => {
    expect(code128Symbol('x'.repeat(501))).toBeNull();
    expect(() => encodeBarcode('code128', 'x'.repeat(501))).toThrow('Code 128 cannot encode');
  });

  it.each([
    ['an invoice number', 'INV-000123'],
    ['digits in set C', '00123456789012'],
    ['mixed sets', 'Order 4711-0815 ok'],
    ['punctuation', '!"#$%&()*+,-./:;<=>?@[]_{|}~'],
  ])('%s scans back as written (zbarimg)', async (_, content) => {
    const field = { type: 'code128', content, width: 110, height: 24 };
    const { pdf } = await renderPdf(templateFor(field), [{ code: content }], barcodePlugins);
    expect(zbar(rasterise(pdf))).toEqual([`CODE-128:${content}`]);
  });
});
