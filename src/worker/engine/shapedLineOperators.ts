/**
 * PDF content for one shaped line (src/worker/shaping/shapeLine.ts), inside the caller's text object: each run in
 * its font (Tf), its glyphs by id in one TJ array whose numbers put every glyph where HarfBuzz put it — the advance it
 * gave (kerning, zero-width marks) and its x offset — with a text rise (Ts) for glyphs raised or lowered (marks over
 * and under their base). Clusters whose glyphs would not read back get /ActualText (see shapedLineOperators).
 */
import {
  PDFDict,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  setFontAndSize,
  type PDFContext,
  type PDFFont,
  type PDFName as PDFNameType,
} from '@pdfme/pdf-lib';
import type { ShapedLine, ShapedRun } from '../shaping/shapeLine';
import { groupsOf, words, type Group, type NotedRun } from './clusterGroups';
import { TextShowWriter } from './textShowWriter';

/** How a run's font is put on the page: the PDFFont and its resource name there. */
export interface RunFont {
  font: PDFFont;
  key: PDFNameType;
}

/**
 * The ActualText of a word: its characters from the line, in logical order for a left-to-right run. For a
 * right-to-left run they are given in the order printed: readers take a span's text as the glyphs' and rebuild the
 * logical order of right-to-left lines from it (pdftotext reverses each span of an RTL line code point by code point),
 * so the logical order would come back reversed.
 */
function spanText(word: Group[], lineText: string, rtl: boolean): string {
  const start = Math.min(...word.map((group) => group.start));
  const end = Math.max(...word.map((group) => group.end));
  const text = lineText.slice(start, end);
  return rtl ? [...text].reverse().join('') : text;
}

/**
 * The operators that print `line` at the current text position in `size` pt. `fontOf` gives each run's font (the
 * field's or an embedded fallback face). Each run's groups, with what they noted in its font, are added to `noted` when given.
 *
 * Glyphs stay in visual order, as every PDF reader expects (pdftotext, pdf.js and screen readers rebuild the logical
 * order of right-to-left text from the glyphs' positions). A cluster whose glyphs do not read back as its text — a
 * letter drawn as a shared body and its dots, a ligature met with another meaning before, a reordered Devanagari
 * syllable — is wrapped in a /Span whose /ActualText is the cluster's text (PDF 32000 14.9.4); the others are read
 * through ToUnicode (glyphEncoding.ts).
 */
export function shapedLineOperators(
  context: PDFContext,
  line: ShapedLine,
  size: number,
  fontOf: (run: ShapedRun) => RunFont,
  langOf?: (run: ShapedRun) => string | undefined,
  noted?: NotedRun[],
): PDFOperator[] {
  const operators: PDFOperator[] = [];
  for (const run of line.runs) {
    const { font, key } = fontOf(run);
    // In a tagged PDF, a run in another language's face (a Japanese name in an English letter) says so (PDF/UA 7.2)
    const lang = langOf?.(run);
    if (lang) operators.push(beginSpan(context, { Lang: PDFString.of(lang) }));
    operators.push(setFontAndSize(key, size));
    const writer = new TextShowWriter(operators, run.unitsPerEm, size);
    const groups = groupsOf(run, line.text, font);
    noted?.push({ font, lineText: line.text, groups });
    for (const word of words(groups, line.text)) {
      const spanned = word.some((group) => !group.readsBack);
      if (spanned) {
        writer.flush();
        operators.push(beginActualText(context, spanText(word, line.text, run.rtl)));
      }
      // A reader measures a span from its first glyph's origin to its last glyph's advance (pdftotext does): the
      // word's first letter is drawn before its marks and its last letter after them, so the span covers the word.
      word.forEach((group, index) => writer.emit(group, word.length > 1 && index === word.length - 1));
      if (spanned) {
        writer.flush();
        operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      }
    }
    writer.finish();
    if (lang) operators.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }
  return operators;
}

/** BDC /Span with the text as /ActualText (UTF-16BE with BOM), an inline property list. */
function beginActualText(context: PDFContext, text: string): PDFOperator {
  return beginSpan(context, { ActualText: PDFHexString.fromText(text) });
}

/** BDC /Span with an inline property list. */
function beginSpan(context: PDFContext, properties: Record<string, PDFHexString | PDFString>): PDFOperator {
  // pdf-lib's operator type leaves dictionaries out; its serialisation writes them as they are.
  const span = context.obj(properties) as PDFDict as unknown as PDFNameType;
  return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]);
}
