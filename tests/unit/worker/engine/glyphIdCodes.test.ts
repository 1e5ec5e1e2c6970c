/**
 * A subset of a static TrueType font of at most GLYPH_ID_SUBSET_MAX_GLYPHS glyphs is written with glyph ids as codes
 * and its glyphs under their own ids (glyphEncoding.ts keepsGlyphIds, trueTypeSubset.ts glyphIdTrueType): files that
 * print the same glyphs, in whatever order, carry the same font program under the same name, which a worker deflates
 * once. Read back as a reader reads it: the content's codes against fontkit's glyph ids, the program's bytes and
 * BaseFont, pdffonts, pdftotext, and the pictures and text against the subset numbering of before. A font too large
 * for it (Noto Sans JP) keeps subset numbers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { inflateSync } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@pdfme/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../../src/templates/types';
import { glyphIdCodes } from '../../../../src/worker/engine/glyphEncoding';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfPixels, pdfText } from '../support/engine';

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'platen-glyph-ids-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const field = (name: string, y: number, fontName: string) => ({
  name,
  type: 'text',
  content: '',
  position: { x: 5, y },
  width: 150,
  height: 10,
  fontSize: 12,
  fontName,
});

const template: Template = {
  basePdf: { width: 160, height: 40, padding: [0, 0, 0, 0] },
  schemas: [[field('name', 5, 'Roboto'), field('note', 20, 'NotoSansJP')]],
} as unknown as Template;

interface EmbeddedFont {
  baseFont: string;
  program: Uint8Array;
}

/** Each embedded font of `pdf`: its BaseFont and its FontFile2 stream as stored (deflated). */
async function fontsOf(pdf: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(pdf);
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('CIDFontType2')) continue;
    const descriptor = doc.context.lookup(object.get(PDFName.of('FontDescriptor')) as PDFRef, PDFDict);
    const program = doc.context.lookup(descriptor.get(PDFName.of('FontFile2')) as PDFRef);
    if (!(program instanceof PDFRawStream)) throw new Error('FontFile2 is not a stream');
    fonts.push({ baseFont: (object.get(PDFName.of('BaseFont')) as PDFName).decodeText(), program: program.contents });
  }
  return fonts.sort((a, b) => a.baseFont.localeCompare(b.baseFont));
}

/** The codes of the page's first text show (TJ or Tj), 4 hex digits each. */
async function firstCodes(pdf: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const text = streams.map((stream) => new TextDecoder('latin1').decode(inflateSync((stream as PDFRawStream).contents.subarray(2)))).join('\n');
  // a line's runs between kerning adjustments: [<…> -24.4 <…>] TJ
  const show = /\[([^\]]*)\]\s*TJ|(<[0-9A-F]+>)\s*Tj/i.exec(text.slice(text.indexOf('BT')));
  if (!show) throw new Error('no text shown');
  const hex = [...(show[1] ?? show[2]).matchAll(/<([0-9A-F]+)>/gi)].map((match) => match[1]).join('');
  return hex.match(/.{4}/g)!.map((code) => Number.parseInt(code, 16));
}

const robotoIds = (text: string): number[] => {
  const font = (fontkit as unknown as { openSync(path: string): { layout(text: string): { glyphs: { id: number }[] } } }).openSync(
    require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  );
  return font.layout(text).glyphs.map((glyph) => glyph.id);
};

async function renderEach(engine: RenderEngine, records: Record<string, string>[]): Promise<Uint8Array[]> {
  const files = await engine.renderEach(template, records.map((record, row) => ({ row, record })));
  return files.map((file) => {
    if (!file.pdf) throw new Error(file.errors.map((error) => error.message).join('; '));
    return file.pdf;
  });
}

describe('glyph ids as codes', { timeout: 120_000 }, () => {
  it('writes a Roboto line with glyph ids as its codes, and reads back', async () => {
    const [pdf] = await renderEach(new RenderEngine(readFontFromNodeModules), [{ name: 'Ångström façade 1.250,00 €', note: '' }]);
    expect(await firstCodes(pdf)).toEqual(robotoIds('Ångström façade 1.250,00 €'));
    expect(pdfText(pdf)).toContain('Ångström façade 1.250,00 €');
    const path = join(dir, 'latin.pdf');
    writeFileSync(path, pdf);
    expect(execFileSync('pdffonts', [path], { encoding: 'utf8' })).toMatch(/[A-Z]{6}\+Roboto-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    execFileSync('qpdf', ['--check', path]);
  });

  it('gives files printing the same glyphs in other orders the same program and name, and other glyphs another', async () => {
    const engine = new RenderEngine(readFontFromNodeModules);
    const [first, reordered, other] = await renderEach(engine, [
      { name: 'Anna Berg, Graz', note: '請求書' },
      { name: 'Graz, Berg Anna', note: '書求請' },
      { name: 'Anna Berg, Wien', note: '請求書' },
    ]);
    const [a, b, c] = await Promise.all([first, reordered, other].map(fontsOf));
    const roboto = (fonts: EmbeddedFont[]) => fonts.find((font) => font.baseFont.endsWith('+Roboto-Regular'))!;
    const japanese = (fonts: EmbeddedFont[]) => fonts.find((font) => font.baseFont.endsWith('+NotoSansJP-Regular'))!;
    expect(roboto(b).baseFont).toBe(roboto(a).baseFont);
    expect(Buffer.from(roboto(b).program).equals(Buffer.from(roboto(a).program))).toBe(true);
    expect(roboto(c).baseFont).not.toBe(roboto(a).baseFont);
    expect(Buffer.from(roboto(c).program).equals(Buffer.from(roboto(a).program))).toBe(false);
    // Noto Sans JP has 17,000 glyphs: numbered in the order met, so its codes are 1, 2, 3 in each file
    expect(japanese(a)).toBeDefined();
    expect(japanese(b).baseFont).not.toBe(japanese(a).baseFont);
    for (const [pdf, name, note] of [
      [first, 'Anna Berg, Graz', '請求書'],
      [reordered, 'Graz, Berg Anna', '書求請'],
      [other, 'Anna Berg, Wien', '請求書'],
    ] as const) {
      expect(pdfText(pdf)).toContain(name);
      expect(pdfText(pdf)).toContain(note);
    }
  });

  it('draws the same pictures and text as subset numbers did', async () => {
    const records = [
      { name: 'Ångström façade 1.250,00 € — Œuvre, ñandú', note: '請求書 合計' },
      { name: 'Zoë Müller-Lüdenscheidt, Łukasz Żółć', note: '' },
      // fallback faces (Noto Sans Arabic, Hebrew, Devanagari) are glyph-id subsets too: shared bodies, marks, ActualText
      { name: 'مَرْحَبًا بكم، الفاتورة 2026', note: '' },
      { name: 'שלום עולם, 42 ₪', note: '' },
      { name: 'क्षत्रिय हिन्दी मूल्य ₹1,250', note: '' },
    ];
    const ours = await renderEach(new RenderEngine(readFontFromNodeModules), records);
    glyphIdCodes.enabled = false;
    let before: Uint8Array[];
    try {
      before = await renderEach(new RenderEngine(readFontFromNodeModules), records);
    } finally {
      glyphIdCodes.enabled = true;
    }
    const faces = async (pdf: Uint8Array) => (await fontsOf(pdf)).map((font) => font.baseFont).join(' ');
    expect(await faces(ours[2])).toMatch(/\+NotoSansArabic/);
    expect(await faces(ours[3])).toMatch(/\+NotoSansHebrew/);
    expect(await faces(ours[4])).toMatch(/\+NotoSansDevanagari/);
    for (const [index, pdf] of ours.entries()) {
      expect(await firstCodes(before[index])).not.toEqual(await firstCodes(pdf)); // the switch switched
      expect(pdfText(pdf)).toBe(pdfText(before[index]));
      expect(pdfPixels(pdf, 1, 100).equals(pdfPixels(before[index], 1, 100)), records[index].name).toBe(true);
    }
  });
});
