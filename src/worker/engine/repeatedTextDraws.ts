/**
 * A text drawn again in one document, in the same place with the same look and the same value, prints the same
 * operators (issue #23): a merged part of invoices prints its constant columns (the sender, the payment terms) and a
 * catalogue's rows on every record, and each went through pdfme's text plugin again — line splitting, measuring,
 * alignment, shaping, the line's operators. The second time a text is drawn its operators are kept, and later draws
 * push them again.
 *
 * What was kept is what the draw would push: the text plugin's output depends on the field's design, its value and the
 * page's height, and on the document's fonts, whose glyphs and ToUnicode meanings the first draw already noted. So a
 * page is the same byte for byte with or without this (repeatedTextDraws.test.ts compares merged files). A draw is kept
 * only when that holds by construction: it is plain text (inline markdown registers links as it draws: fieldDrawKey),
 * it pushed operators onto the page's current stream and did nothing else to the page (no annotation, no new content
 * stream), and the only resources its operators name are the document's shaped fonts (F1, F2, … of
 * fallbackDrawText.ts), which a replay names on its page. A draw with a graphics state (an opacity) or a standard-14
 * font is drawn every time.
 *
 * Off in tagged documents, whose marks are made per field as it is drawn (tagging/pageMarks.ts).
 */
import { PDFArray, PDFName, type PDFDocument, type PDFFont, type PDFOperator, type PDFPage } from '@pdfme/pdf-lib';
import { RepeatCache } from '../caches/repeatCache';
import { AttachedState } from '../pdf/attachedState';
import { contentTextFontsOf, nameShapedFonts, shapedFontNamed } from './fallbackDrawText';
import { currentContentStream, markStream, pushedSince } from './pageContentStreams';

/** A kept draw: its operators and the shaped fonts they name. */
interface KeptDraw {
  operators: PDFOperator[];
  fonts: PDFFont[];
}

/** Draws kept per document; a merged part holds a few hundred distinct repeated texts at most. */
const KEPT_PER_DOCUMENT = 1000;

const documents = new AttachedState<PDFDocument, RepeatCache<KeptDraw>>('kept text draws');

/** Off only where a test compares documents drawn with and without kept draws. */
export const repeatedTextDraws = { enabled: true };

/** Keeps `doc`'s repeated text draws (not for tagged documents). */
export function rememberTextDraws(doc: PDFDocument): void {
  documents.set(doc, new RepeatCache<KeptDraw>(KEPT_PER_DOCUMENT));
}

const designIds = new WeakMap<object, number>();
let designsSeen = 0;

/**
 * The key of a field's draw: its design (the schema object, the same for every record of a layout), page and value;
 * undefined for text that is not plain. Inline markdown registers its links to other fields in pdfme's document cache
 * as it draws (made into annotations at the record's end), which a replay would not.
 */
export function fieldDrawKey(schema: object, page: PDFPage, value: string): string | undefined {
  const format = (schema as { textFormat?: unknown }).textFormat;
  if (format !== undefined && format !== 'plain') return undefined;
  let id = designIds.get(schema);
  if (id === undefined) designIds.set(schema, (id = (designsSeen += 1)));
  return `${id}\u0000${page.getHeight()}\u0000${value}`;
}

const annotationCount = (page: PDFPage): number => page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.size() ?? 0;

/**
 * Draws a text on `page` with `draw` (pdfme's text plugin), or pushes what the same `key` drew before in this
 * document. `key` names everything the draw reads but the document: the field's design, its value, the page's height.
 */
export async function drawTextRemembered(page: PDFPage, key: string | undefined, draw: () => Promise<void> | void): Promise<void> {
  const kept = repeatedTextDraws.enabled ? documents.get(page.doc) : undefined;
  if (!kept || key === undefined) return draw();
  const again = kept.get(key);
  if (again) {
    nameShapedFonts(page, again.fonts);
    currentContentStream(page).push(...again.operators);
    return;
  }
  if (!kept.hasSeen(key)) {
    // a first sighting, as most are in a file per record: only its key is remembered, so nothing is looked at
    await draw();
    kept.remember(key);
    return;
  }
  const mark = markStream(page);
  const annotations = annotationCount(page);
  await draw();
  const operators = pushedSince(page, mark);
  // a new stream mid-draw (a sealed page's) or an annotation: not a plain push of operators
  if (!operators || annotationCount(page) !== annotations) return;
  const fonts = fontsNamedBy(page.doc, operators);
  if (fonts) kept.offer(key, { operators, fonts });
}

/**
 * The shaped fonts `operators` name, or undefined when they name any other resource. A shaped draw written as content
 * text says which it names (fallbackDrawText.ts); other content text could name anything, so it is never kept.
 */
function fontsNamedBy(doc: PDFDocument, operators: PDFOperator[]): PDFFont[] | undefined {
  const fonts: PDFFont[] = [];
  for (const operator of operators) {
    const written = contentTextFontsOf(doc, operator);
    if (written) {
      for (const font of written) if (!fonts.includes(font)) fonts.push(font);
      continue;
    }
    const { name, args } = operator as unknown as { name: string; args: unknown[] };
    if (/\s/.test(name)) return undefined;
    for (let index = 0; index < args.length; index += 1) {
      const arg = args[index];
      if (!(arg instanceof PDFName)) continue;
      if (name === 'Tf' && index === 0) {
        const font = shapedFontNamed(doc, arg);
        if (!font) return undefined;
        if (!fonts.includes(font)) fonts.push(font);
      } else if (!(name === 'BDC' && index === 0)) return undefined; // a marked-content tag names no resource
    }
  }
  return fonts;
}
