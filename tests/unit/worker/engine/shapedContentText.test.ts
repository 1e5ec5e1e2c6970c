/**
 * A shaped text draw written as content text (src/worker/engine/fallbackDrawText.ts, drawAsContentText) must write
 * the very bytes its pdf-lib operators write. Text plugins draw a line per call; this draws what they do not:
 * several lines in one call (TL and T*), rotation, skew, a transformation matrix and each colour type pdf-lib fills
 * with, each drawn both ways into a document and the two files compared byte for byte.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { cmyk, degrees, grayscale, PDFDocument, rgb, type PDFPage } from '@pdfme/pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { shapedTextAsContent, useFallbackFonts } from '../../../../src/worker/engine/fallbackDrawText';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import { installPdfLibFastPaths } from '../../../../src/worker/engine/pdfLibFastPaths';
import { GlyphChooser } from '../../../../src/worker/fonts/glyphChooser';
import { loadShaper } from '../../../../src/worker/shaping/harfbuzz';
import { pdfPageTexts, qpdfProblems } from '../../../support/readBack';

const require = createRequire(import.meta.url);
const roboto = new Uint8Array(readFileSync(require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf')));
/** No fallback faces: every line is set in the field's font. */
const noFaces = { face: async () => undefined, loadedFace: () => undefined };

beforeAll(async () => {
  await loadShaper();
});

afterEach(() => {
  shapedTextAsContent.enabled = true;
});

async function drawn(asContent: boolean, draw: (page: PDFPage, font: Awaited<ReturnType<PDFDocument['embedFont']>>) => void): Promise<Uint8Array> {
  installPdfLibFastPaths(pdfDeflate);
  shapedTextAsContent.enabled = asContent;
  const doc = await PDFDocument.create();
  fixDocumentDate(new Date(Date.UTC(2026, 10, 27)));
  doc.setCreationDate(new Date(Date.UTC(2026, 10, 27)));
  doc.setModificationDate(new Date(Date.UTC(2026, 10, 27)));
  doc.registerFontkit(fontkit as never);
  useFallbackFonts(doc, new GlyphChooser(noFaces));
  const font = await doc.embedFont(roboto, { subset: true });
  draw(doc.addPage([400, 300]), font);
  const bytes = await doc.save({ useObjectStreams: false });
  fixDocumentDate(undefined);
  return bytes;
}

describe('shaped text as content text', () => {
  it('writes what pdf-lib operators write: several lines, rotation, skew, a matrix, grey, RGB and CMYK', async () => {
    const draw = (page: PDFPage, font: Awaited<ReturnType<PDFDocument['embedFont']>>) => {
      page.drawText('First line\nSecond, longer line\n\nafter an empty one', { x: 20.125, y: 250, size: 11, font, lineHeight: 13.7, color: rgb(0.1, 0.2, 0.333333) });
      page.drawText('Turned 30°', { x: 200, y: 150, size: 14, font, rotate: degrees(30), color: grayscale(0.25) });
      page.drawText('Skewed', { x: 40, y: 100, size: 12, font, xSkew: degrees(12), ySkew: degrees(-7), color: cmyk(0.1, 0.7, 0, 0.05) });
      page.drawText('Matrix', { x: 0, y: 0, size: 9, font, matrix: [1, 0, 0, 1, 30.5, 40.25] });
    };
    const asContent = await drawn(true, draw);
    const asOperators = await drawn(false, draw);
    expect(Buffer.from(asContent).equals(Buffer.from(asOperators))).toBe(true);
    expect(await qpdfProblems(asContent)).toEqual([]);
    const [text] = await pdfPageTexts(asContent);
    // the upright lines read back (pdftotext breaks turned and skewed words into pieces)
    for (const words of ['First line', 'Second, longer line', 'after an empty one', 'Matrix']) expect(text).toContain(words);
  });
});
