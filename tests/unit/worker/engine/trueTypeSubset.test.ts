/**
 * Font subsets copied out of the font file (trueTypeSubset.ts) must be the fonts fontkit's TTFSubset writes: the same
 * glyphs under the same numbers (content streams carry those numbers), the same outlines and advances, composite
 * glyphs pointing at their own components. Checked by parsing both subsets with fontkit, on the fonts Platen ships for
 * Latin, Arabic, Devanagari and Japanese, and through pdf-lib into a PDF that poppler reads back.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { unzlibSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import { installPdfLibFastPaths } from '../../../../src/worker/engine/pdfLibFastPaths';
import { cutsByGlyphId, glyphIdTrueType, GLYPH_ID_SUBSET_MAX_GLYPHS, subsetTrueType } from '../../../../src/worker/engine/trueTypeSubset';

const require = createRequire(import.meta.url);
const fontBytes = (file: string) => new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/${file}`)));

interface FontkitSubset {
  glyphs: number[];
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}
interface ParsedFont {
  numGlyphs: number;
  layout(text: string): { glyphs: { id: number }[] };
  getGlyph(id: number): { path: { toSVG(): string }; advanceWidth: number; _decode(): { numberOfContours: number; components?: { glyphID: number }[] } | null };
  createSubset(): FontkitSubset;
}
const parse = (bytes: Uint8Array) => (fontkit as unknown as { create(buffer: Buffer): ParsedFont }).create(Buffer.from(bytes));

const CASES = [
  { font: 'roboto/400Regular/Roboto_400Regular.ttf', text: 'Invoice INV-00042 — Ångström, façade, ñandú, Œuvre: 1.250,00 €' },
  { font: 'noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf', text: 'المجموع: ١٢٥٠ ريال — مَرْحَبًا بِكُمْ' },
  { font: 'noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf', text: 'क्षत्रिय हिन्दी मूल्य ₹1,250' },
  { font: 'noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', text: '請求書 合計金額 ￥12,500（税込）' },
];

/** A fontkit subset holding `text`'s glyphs, in the order a line of it would include them. */
function subsetOf(font: ParsedFont, text: string): FontkitSubset {
  const subset = font.createSubset();
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph.id);
  return subset;
}

describe('subsetTrueType', () => {
  for (const { font: file, text } of CASES) {
    it(`copies the glyphs fontkit would keep, under fontkit's numbers: ${file.split('/')[0]}`, () => {
      const bytes = fontBytes(file);
      const font = parse(bytes);
      const theirs = subsetOf(font, text);
      const ours = subsetOf(font, text);
      const copied = subsetTrueType(bytes, ours.glyphs, (glyph) => ours.includeGlyph(glyph));
      expect(copied).not.toBeNull();
      const expected = parse(theirs.encode());
      const actual = parse(copied!);

      expect(ours.glyphs).toEqual(theirs.glyphs); // components appended in fontkit's order
      expect(actual.numGlyphs).toBe(expected.numGlyphs);
      for (let id = 0; id < expected.numGlyphs; id += 1) {
        expect(actual.getGlyph(id).path.toSVG(), `glyph ${id}`).toBe(expected.getGlyph(id).path.toSVG());
        expect(actual.getGlyph(id).advanceWidth, `glyph ${id}`).toBe(expected.getGlyph(id).advanceWidth);
      }
      // Each glyph also draws as the original font's glyph it was copied from.
      ours.glyphs.forEach((original, id) => expect(actual.getGlyph(id).path.toSVG()).toBe(font.getGlyph(original).path.toSVG()));
    });
  }

  it('renumbers composite glyphs (Roboto’s accented letters are built from components)', () => {
    const bytes = fontBytes(CASES[0].font);
    const font = parse(bytes);
    const subset = subsetOf(font, 'Å');
    const composite = subset.glyphs.find((id) => (font.getGlyph(id)._decode()?.numberOfContours ?? 0) < 0);
    expect(composite, 'Å is a composite glyph in Roboto').toBeDefined();
    const before = subset.glyphs.length;
    const copied = parse(subsetTrueType(bytes, subset.glyphs, (glyph) => subset.includeGlyph(glyph))!);
    expect(subset.glyphs.length).toBeGreaterThan(before); // the components came along
    const index = subset.glyphs.indexOf(composite!);
    expect(copied.getGlyph(index).path.toSVG()).toBe(font.getGlyph(composite!).path.toSVG());
  });

  it('leaves fonts it does not cover to fontkit: PostScript outlines, collections, truncated files', () => {
    const bytes = fontBytes(CASES[0].font);
    const include = (glyph: number) => glyph;
    const otto = bytes.slice();
    otto.set([0x4f, 0x54, 0x54, 0x4f]);
    expect(subsetTrueType(otto, [0], include)).toBeNull();
    expect(subsetTrueType(new TextEncoder().encode('ttcf\0\0\0\0'), [0], include)).toBeNull();
    expect(subsetTrueType(bytes.subarray(0, 2000), [0], include)).toBeNull();
    expect(subsetTrueType(bytes, [parse(bytes).numGlyphs + 5], include)).toBeNull();
  });

  it('writes through pdf-lib a font poppler embeds, draws and reads back', async () => {
    installPdfLibFastPaths(pdfDeflate);
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit as never);
    const font = await doc.embedFont(fontBytes(CASES[0].font), { subset: true });
    doc.addPage([400, 100]).drawText('Ångström façade 1.250,00 €', { x: 10, y: 40, size: 18, font });
    const dir = mkdtempSync(join(tmpdir(), 'platen-subset-'));
    writeFileSync(join(dir, 'out.pdf'), await doc.save());
    const fonts = execFileSync('pdffonts', [join(dir, 'out.pdf')], { encoding: 'utf8' });
    expect(fonts).toMatch(/CID TrueType\s+Identity-H\s+yes \w+ +yes/);
    // The embedded program is the copied one: long loca offsets, where Roboto (and so fontkit's subset) has short.
    const saved = await PDFDocument.load(readFileSync(join(dir, 'out.pdf')));
    const descriptor = saved.context.enumerateIndirectObjects().map(([, object]) => object).find((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    const program = saved.context.lookup(descriptor!.get(PDFName.of('FontFile2')));
    if (!(program instanceof PDFRawStream)) throw new Error('FontFile2 is not a stream');
    const embedded = parse(unzlibSync(program.contents)) as unknown as { head: { indexToLocFormat: number } };
    expect(parse(fontBytes(CASES[0].font)) as unknown as { head: { indexToLocFormat: number } }).toMatchObject({ head: { indexToLocFormat: 0 } });
    expect(embedded.head.indexToLocFormat).toBe(1);
    expect(execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' }).trim()).toBe('Ångström façade 1.250,00 €');
    execFileSync('qpdf', ['--check', join(dir, 'out.pdf')]);
  });
});

describe('glyphIdTrueType', () => {
  for (const { font: file, text } of CASES.slice(0, 3)) {
    it(`keeps the printed glyphs and their components under their own ids, the rest empty: ${file.split('/')[0]}`, () => {
      const bytes = fontBytes(file);
      const font = parse(bytes);
      const printed = [...new Set(font.layout(text).glyphs.map((glyph) => glyph.id))];
      const program = glyphIdTrueType(bytes, printed);
      expect(program).not.toBeNull();
      const cut = parse(program!);
      const kept = new Set([0, ...printed]);
      // a composite's components are kept too, found in the original font
      for (const id of [...kept]) for (const component of font.getGlyph(id)._decode()?.components ?? []) kept.add(component.glyphID);
      if (file.startsWith('roboto')) expect(kept.size, 'Å, ç, ñ are composites in Roboto').toBeGreaterThan(printed.length + 1);
      expect(cut.numGlyphs).toBe(Math.max(...kept) + 1);
      for (let id = 0; id < cut.numGlyphs; id += 1) {
        if (kept.has(id)) {
          expect(cut.getGlyph(id).path.toSVG(), `glyph ${id}`).toBe(font.getGlyph(id).path.toSVG());
          expect(cut.getGlyph(id).advanceWidth, `glyph ${id}`).toBe(font.getGlyph(id).advanceWidth);
        } else {
          expect(cut.getGlyph(id).path.toSVG(), `glyph ${id}`).toBe('');
          expect(cut.getGlyph(id).advanceWidth, `glyph ${id}`).toBe(0);
        }
      }
    });
  }

  it('writes the same program for the same glyphs met in any order, another for other glyphs', () => {
    const bytes = fontBytes(CASES[0].font);
    const ids = [...new Set(parse(bytes).layout('Invoice 1.250,00 € Ångström').glyphs.map((glyph) => glyph.id))];
    const program = glyphIdTrueType(bytes, ids)!;
    expect(Buffer.from(glyphIdTrueType(bytes, [...ids].reverse())!).equals(Buffer.from(program))).toBe(true);
    expect(Buffer.from(glyphIdTrueType(bytes, ids.slice(1))!).equals(Buffer.from(program))).toBe(false);
  });

  it('cuts static TrueType fonts of at most GLYPH_ID_SUBSET_MAX_GLYPHS glyphs, and no others', () => {
    const roboto = fontBytes(CASES[0].font);
    const japanese = fontBytes(CASES[3].font);
    expect(parse(japanese).numGlyphs).toBeGreaterThan(GLYPH_ID_SUBSET_MAX_GLYPHS);
    expect(cutsByGlyphId(roboto)).toBe(true);
    expect(cutsByGlyphId(japanese)).toBe(false);
    expect(glyphIdTrueType(japanese, [1])).toBeNull();
    const otto = roboto.slice();
    otto.set([0x4f, 0x54, 0x54, 0x4f]);
    expect(cutsByGlyphId(otto)).toBe(false);
    expect(glyphIdTrueType(roboto, [parse(roboto).numGlyphs + 5])).toBeNull();
  });
});
