/**
 * A text field's draw kept for the worker and pushed again into the next document that draws the same value in the
 * same look (issue #23). Kept draws (repeatedTextDraws.ts) live in one document: a file per record starts each record
 * with none, so the invoice's constant fields and its table's repeated names, quantities and prices were split,
 * measured, shaped and written again in every file. Here a draw made in one document is pushed into another when that
 * gives the very operators a draw there would make:
 *
 * - the same look (plainTextDraw.ts's PlainLook object: the field's design, page height and the template's fonts) and
 *   the same value and paragraph direction, so the same lines, positions and shaped runs;
 * - written as content text (fallbackDrawText.ts) in fonts whose codes are glyph ids (glyphEncoding.ts keepsGlyphIds),
 *   so the glyphs' codes do not depend on what the document printed before;
 * - each font already printed in there under the same resource name (F1, F2, …);
 * - each glyph noted again in the document's font with the same answer (noteAgain): whether its ToUnicode entry reads
 *   back as the text depends on what the document printed first, and a line whose answer differs carries /ActualText
 *   where the kept one did not, or the other way round. Noting is what drawing there would note, in the same order,
 *   so a draw that fails here is drawn afresh from the same state.
 *
 * What is kept is data only (operators, fonts by face and name, glyph notes), nothing of the document it was made in
 * (see src/worker/pdf/attachedState.ts). portableTextDraws.test.ts compares files drawn with and without this byte for
 * byte. Relies on pdf-lib 6.1.13's PDFOperator `name` (private in its types) to tell character spacing apart.
 */
import { PDFOperator, type PDFFont, type PDFPage } from '@pdfme/pdf-lib';
import { RepeatCache } from '../caches/repeatCache';
import type { FallbackFace } from '../fonts/glyphChooser';
import type { TextDirection } from '../../templates/textDirection';
import { glyphNotesOf } from './clusterGroups';
import { contentTextOf, drawsAsContentText, embeddedFaceOf, fallbackFaceOf, fieldDirectionOf, pushContentText, shapedFontKeyOf } from './fallbackDrawText';
import { keepsGlyphIds, noteAgain, type GlyphNote } from './glyphEncoding';
import { markStream, pushedSince } from './pageContentStreams';

/**
 * Off only where a test compares files drawn with and without draws kept from other documents; the counts of draws
 * pushed again and of kept draws refused (drawn afresh) are read by that test.
 */
export const portableTextDraws = { enabled: true, replayed: 0, refused: 0 };

/**
 * A font of a kept draw: a fallback face, or (none) the field's own font; its resource name; and every glyph the
 * draw's lines noted in it, each once (noting a glyph again with the same text changes nothing and answers the same).
 */
interface PortableFont {
  face?: FallbackFace;
  key: string;
  notes: Omit<GlyphNote, 'font'>[];
}

/** A content-text operator of a kept draw and its fonts (indexes into PortableDraw.fonts). */
interface PortableText {
  operator: PDFOperator;
  fonts: number[];
}

interface PortableDraw {
  /** in order: the draw's other operators (character spacing) as they are, and its content text */
  operators: (PDFOperator | PortableText)[];
  fonts: PortableFont[];
}

/**
 * Values kept per look and direction: a table cell's place in its column repeats a few names and numbers. First
 * sightings are remembered up to SEEN_PER_LOOK values: each holds a record's string past its record. Measured on
 * 10,000 invoices with 2 workers, these caches cost ~12–24 MB of peak RSS at 64 and 256 (~5–10 at 32 and 128, where a
 * record pushed 31 draws again instead of 35).
 */
const DRAWS_PER_LOOK = 64;
const SEEN_PER_LOOK = 256;
const drawsByLook = new WeakMap<object, Map<TextDirection, RepeatCache<PortableDraw>>>();

/**
 * Draws `value` on `page` with `draw` (the plain text draw of a field whose look is `look`, in `fieldFont`), or pushes
 * what the same look and value drew in an earlier document of this worker.
 */
export function drawPortably(page: PDFPage, look: object, value: string, fieldFont: PDFFont, draw: () => void): void {
  if (!portableTextDraws.enabled || !drawsAsContentText(page.doc)) return draw();
  let byDirection = drawsByLook.get(look);
  if (!byDirection) drawsByLook.set(look, (byDirection = new Map()));
  const direction = fieldDirectionOf(page);
  let kept = byDirection.get(direction);
  if (!kept) byDirection.set(direction, (kept = new RepeatCache(DRAWS_PER_LOOK, SEEN_PER_LOOK)));
  const again = kept.get(value);
  if (again) {
    if (pushAgain(page, again, fieldFont)) {
      portableTextDraws.replayed += 1;
      return;
    }
    portableTextDraws.refused += 1;
  }
  const mark = markStream(page);
  draw();
  const pushed = pushedSince(page, mark);
  if (!pushed) return; // a new content stream mid-draw: not a plain push of operators
  kept.offerMade(value, () => portableDraw(page, pushed, fieldFont));
}

/** `operators`, just drawn on `page`, as a kept draw; undefined when they are anything else than described above. */
function portableDraw(page: PDFPage, operators: PDFOperator[], fieldFont: PDFFont): PortableDraw | undefined {
  const doc = page.doc;
  const fonts: PDFFont[] = [];
  const draw: PortableDraw = { operators: [], fonts: [] };
  const noted: Set<string>[] = [];
  const indexOf = (font: PDFFont): number | undefined => {
    let index = fonts.indexOf(font);
    if (index >= 0) return index;
    const key = shapedFontKeyOf(doc, font);
    const face = fallbackFaceOf(doc, font);
    if (key === undefined || (!face && font !== fieldFont) || !keepsGlyphIds(embedderOf(font))) return undefined;
    index = fonts.push(font) - 1;
    draw.fonts.push({ face, key, notes: [] });
    noted.push(new Set());
    return index;
  };
  for (const operator of operators) {
    const text = contentTextOf(doc, operator);
    if (!text) {
      if (!isCharacterSpacing(operator)) return undefined;
      draw.operators.push(operator);
      continue;
    }
    const indexes: number[] = [];
    for (const font of text.fonts) {
      const index = indexOf(font);
      if (index === undefined) return undefined;
      indexes.push(index);
    }
    draw.operators.push({ operator, fonts: indexes });
    for (const { font, glyphId, code, text: meaning, readsBack } of glyphNotesOf(text.runs)) {
      const index = indexOf(font);
      if (index === undefined) return undefined;
      const same = meaning === null ? `${glyphId}` : `${glyphId}\u0000${meaning}`;
      if (noted[index].has(same)) continue;
      noted[index].add(same);
      draw.fonts[index].notes.push({ glyphId, code, text: meaning, readsBack });
    }
  }
  return draw;
}

/** Pushes a kept draw onto `page` if it is what drawing there would push (see above); false, and nothing pushed, if not. */
function pushAgain(page: PDFPage, draw: PortableDraw, fieldFont: PDFFont): boolean {
  const doc = page.doc;
  const fonts: PDFFont[] = [];
  for (const { face, key } of draw.fonts) {
    const font = face ? embeddedFaceOf(doc, face) : fieldFont;
    if (!font || shapedFontKeyOf(doc, font) !== key || !keepsGlyphIds(embedderOf(font))) return false;
    fonts.push(font);
  }
  if (!draw.fonts.every(({ notes }, index) => noteAgain(fonts[index], notes))) return false;
  for (const operator of draw.operators) {
    if (operator instanceof PDFOperator) page.pushOperators(operator);
    // the notes were made again above, so this document's own record of the draw needs no runs
    else pushContentText(page, operator.operator, { fonts: operator.fonts.map((index) => fonts[index]), runs: [] });
  }
  return true;
}

const embedderOf = (font: PDFFont): object => (font as unknown as { embedder: object }).embedder;

/** pdfme's `setCharacterSpacing` before each line (Tc and its one number). */
const isCharacterSpacing = (operator: PDFOperator): boolean => (operator as unknown as { name: string }).name === 'Tc';
