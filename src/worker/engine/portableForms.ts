/**
 * A page's static form made once per worker (issue #23: "compile the template once per worker"). staticForm.ts draws
 * the fields every record prints alike into a form once per document; with a file per record that is once per file,
 * and drawing them (pictures placed, lines stroked, fixed text laid out) was ~4 % of a warm invoice. Here the form
 * drawn in one document is kept as a recipe, and the next document gets the same form without drawing anything.
 *
 * The recipe must give the bytes drawing would: two runs of one batch hand records to workers differently, and must
 * still write the same files (reproducible.test.ts). Drawing a form changes its document: it takes object numbers
 * (the scratch page, its content stream, fonts and pictures embedded at first use, the form), draws names from the
 * document's seeded generator (pdf-lib's addRandomSuffix: /Image-…), notes glyphs and their meanings in the fonts'
 * subsets, names shaped fonts F1, F2, …, and fills pdfme's per-document cache (fonts by name, pictures by value). What
 * the form's drawing does depends on the document only through those same things, so the recipe is taken, and
 * replayed, only in a document where none of them has happened yet (`freshDocument`): there the same draws would do
 * the same again. The recipe then redoes each of those changes, in order, without drawing; anything it does not know
 * (an object a plugin registered, a font not embedded from the template's fonts or the fallback faces, a cache entry
 * of another kind, a resource naming another object) leaves the form drawn per document, as before.
 *
 * In practice the first page's form of a file per record (each file starts fresh) and of a merged part's first record.
 * portableForms.test.ts compares files drawn both ways byte for byte.
 */
import { PDFContext, PDFDict, PDFImage, PDFRef, type PDFDocument, type PDFFont, type PDFName, type PDFObject, type PDFOperator } from '@pdfme/pdf-lib';
import type { Font } from '@pdfme/common';
import { AttachedState } from '../pdf/attachedState';
import type { FallbackFace } from '../fonts/glyphChooser';
import { glyphNotesOf, writeGlyphNotes, type GlyphNotes } from './glyphEncoding';
import { embedFallbackFace, namedShapedFonts, nameShapedFontsInOrder } from './fallbackDrawText';
import { embedDocumentFont, fontToEmbed, PDF_FONT_CACHE_KEY } from './plainTextDraw';
import type { PreparedTemplate } from './prepare';
import { reuseContents, type KeptContents } from '../pdf/reusedContents';

/** One object number the form's drawing took, in order: left empty (a deleted scratch object), a font, a picture. */
type Slot =
  | { kind: 'gap' }
  | { kind: 'font'; fontName?: string; face?: FallbackFace; notes: GlyphNotes }
  | { kind: 'image'; embedder: unknown; cacheKeys: string[] };

/** A resource dictionary's value: another object of the form's drawing (by slot), or a direct object without refs. */
type ResourceValue = { slot: number } | { direct: PDFObject };

/** What drawing a form did to a fresh document, to be done again in another. */
export interface FormRecipe {
  /** pdf-lib's generator before and after the drawing */
  seedBefore: number;
  seedAfter: number;
  slots: Slot[];
  /** the shaped fonts' names in the order given, by slot */
  shapedNames: { slot: number; key: string }[];
  /** the form's /Resources: category → name → value, in order */
  resources: [PDFName, [PDFName, ResourceValue][]][];
  operators: PDFOperator[];
  bbox: number[];
  /** the character spacing each compiled text leaves set (staticForm.ts's Form) */
  spacing: Map<number, PDFOperator>;
  /** the form's contents as written, deflated, once a replay has written them */
  written: KeptContents;
}

/** The document state a form's drawing reads, before it: what `freshDocument` sees. */
export interface FreshState {
  seed: number;
  firstNumber: number;
  /** pdfme's per-document cache as it was: entries a form's drawing neither reads nor writes (a record's links) */
  cache: Map<string | number, unknown>;
}

interface Generator {
  seed: number;
}
const generatorOf = (doc: PDFDocument): Generator => (doc.context as unknown as { rng: Generator }).rng;
const fontsOf = (doc: PDFDocument): PDFFont[] => (doc as unknown as { fonts: PDFFont[] }).fonts;
const imagesOf = (doc: PDFDocument): PDFImage[] => (doc as unknown as { images: PDFImage[] }).images;
const embedderOfImage = (image: PDFImage): unknown => (image as unknown as { embedder: unknown }).embedder;

/**
 * The state of `doc` before a form is drawn, when the drawing cannot meet anything an earlier draw left: no fonts,
 * no pictures, and neither in pdfme's per-document cache (`cache`'s own entries: outputDocument.ts's DocumentCache
 * answers the worker's shared ones through get and has only). Undefined otherwise.
 */
export function freshDocument(doc: PDFDocument, cache: Map<string | number, unknown>): FreshState | undefined {
  if (fontsOf(doc).length > 0 || imagesOf(doc).length > 0) return undefined;
  const own = new Map(cache);
  if (own.has(PDF_FONT_CACHE_KEY) || [...own.values()].some((value) => value instanceof PDFImage)) return undefined;
  return { seed: generatorOf(doc).seed, firstNumber: doc.context.largestObjectNumber + 1, cache: own };
}

/**
 * The recipe of the form just drawn into `doc` (registered as `form`, with these operators and resources), from the
 * state `before`; undefined when the drawing did anything the recipe could not do again.
 */
export async function takeRecipe(
  doc: PDFDocument,
  cache: Map<string | number, unknown>,
  templateFonts: Font | undefined,
  before: FreshState,
  drawn: { ref: PDFRef; operators: PDFOperator[]; resources: PDFDict; bbox: number[]; spacing: Map<number, PDFOperator> },
): Promise<FormRecipe | undefined> {
  const { context } = doc;
  if (drawn.ref.objectNumber !== context.largestObjectNumber) return undefined;
  const fontNames = new Map<PDFFont, string>();
  const imageKeys = new Map<PDFImage, string[]>();
  for (const [key, value] of cache) {
    if (before.cache.has(key) && before.cache.get(key) === value) continue;
    if (key === PDF_FONT_CACHE_KEY && value && typeof value === 'object') {
      for (const [name, font] of Object.entries(value as Record<string, Promise<PDFFont>>)) fontNames.set(await font, name);
    } else if (value instanceof PDFImage && typeof key === 'string') {
      imageKeys.set(value, [...(imageKeys.get(value) ?? []), key]);
    } else return undefined;
  }
  const faces = new Map(namedShapedFonts(doc).map((named) => [named.font, named]));
  const fonts = new Map(fontsOf(doc).map((font) => [font.ref.objectNumber, font]));
  const images = new Map(imagesOf(doc).map((image) => [image.ref.objectNumber, image]));
  const slots: Slot[] = [];
  const slotOf = new Map<number, number>();
  for (let number = before.firstNumber; number < drawn.ref.objectNumber; number += 1) {
    slotOf.set(number, slots.length);
    const font = fonts.get(number);
    const image = images.get(number);
    if (font) {
      const notes = glyphNotesOf(font);
      const fontName = fontNames.get(font);
      const face = faces.get(font)?.face;
      if (!notes || (fontName === undefined) === (face === undefined)) return undefined;
      // a font pdfme fetched is not one embedDocumentFont embeds again
      if (fontName !== undefined && !fontToEmbed(templateFonts, fontName)) return undefined;
      slots.push({ kind: 'font', fontName, face, notes });
    } else if (image) {
      slots.push({ kind: 'image', embedder: embedderOfImage(image), cacheKeys: imageKeys.get(image) ?? [] });
    } else if (context.lookup(PDFRef.of(number)) === undefined) {
      slots.push({ kind: 'gap' });
    } else return undefined; // an object some draw registered and kept
  }
  // every font and picture of the document came from the form's drawing, and every cached one is among them
  if (fonts.size + images.size !== slots.filter((slot) => slot.kind !== 'gap').length) return undefined;
  if ([...fontNames.keys()].some((font) => !slotOf.has(font.ref.objectNumber))) return undefined;
  const shapedNames: FormRecipe['shapedNames'] = [];
  for (const named of faces.values()) {
    const slot = slotOf.get(named.font.ref.objectNumber);
    if (slot === undefined) return undefined;
    shapedNames.push({ slot, key: named.key });
  }
  // copies in a context of their own: a recipe holds nothing of the document it was taken in (a merged part's pages)
  const detached = PDFContext.create();
  const resources: FormRecipe['resources'] = [];
  for (const [category, entries] of drawn.resources.entries()) {
    if (!(entries instanceof PDFDict)) return undefined;
    const values: [PDFName, ResourceValue][] = [];
    for (const [name, value] of entries.entries()) {
      if (value instanceof PDFRef) {
        const slot = slotOf.get(value.objectNumber);
        if (slot === undefined || slots[slot].kind === 'gap') return undefined;
        values.push([name, { slot }]);
      } else if (!namesNoObject(value)) return undefined;
      else values.push([name, { direct: value.clone(detached) }]);
    }
    resources.push([category, values]);
  }
  const operators = drawn.operators.map((operator) => operator.clone(detached));
  const spacing = new Map([...drawn.spacing].map(([index, operator]) => [index, operator.clone(detached)]));
  return { seedBefore: before.seed, seedAfter: generatorOf(doc).seed, slots, shapedNames, resources, operators, bbox: drawn.bbox, spacing, written: {} };
}

/** Whether a direct object (an inline graphics state) holds no reference to another object. */
function namesNoObject(value: PDFObject): boolean {
  if (value instanceof PDFRef) return false;
  if (value instanceof PDFDict) return value.values().every(namesNoObject);
  const items = (value as { asArray?: () => PDFObject[] }).asArray?.();
  return items ? items.every(namesNoObject) : true;
}

/**
 * Does in `doc` (fresh as `now` says) what drawing the recipe's form did, and registers the form; undefined (nothing
 * done) when the document's generator stands elsewhere than where the recipe was taken.
 */
export async function replayRecipe(
  doc: PDFDocument,
  cache: Map<string | number, unknown>,
  fonts: Font | undefined,
  now: FreshState,
  recipe: FormRecipe,
): Promise<PDFRef | undefined> {
  if (now.seed !== recipe.seedBefore) return undefined;
  const { context } = doc;
  const made: (PDFFont | PDFImage | undefined)[] = [];
  for (const slot of recipe.slots) {
    if (slot.kind === 'gap') {
      context.nextRef();
      made.push(undefined);
    } else if (slot.kind === 'image') {
      // as shareDecodedImages' embedWith: the worker's decoded picture, a new image object of this document
      const image = PDFImage.of(context.nextRef(), doc, slot.embedder as never);
      imagesOf(doc).push(image);
      for (const key of slot.cacheKeys) cache.set(key, image);
      made.push(image);
    } else {
      const font = slot.face ? embedFallbackFace(doc, slot.face) : await embedDocumentFont(doc, cache, fonts, slot.fontName ?? '');
      if (!font) throw new Error('a kept static form names a font this document cannot embed');
      writeGlyphNotes(font, slot.notes);
      made.push(font);
    }
  }
  const names = nameShapedFontsInOrder(doc, recipe.shapedNames.map(({ slot }) => made[slot] as PDFFont));
  if (names.some((name, index) => name !== recipe.shapedNames[index].key)) throw new Error('a kept static form named its fonts otherwise');
  const resources = PDFDict.withContext(context);
  for (const [category, values] of recipe.resources) {
    const entries = PDFDict.withContext(context);
    for (const [name, value] of values) {
      entries.set(name, 'slot' in value ? (made[value.slot] as PDFFont | PDFImage).ref : value.direct.clone(context));
    }
    resources.set(category, entries);
  }
  generatorOf(doc).seed = recipe.seedAfter;
  const form = context.formXObject(recipe.operators, { BBox: recipe.bbox, Resources: resources });
  reuseContents(form, recipe.written);
  return context.register(form);
}

/** Recipes per prepared template and form key; null where a fresh document's form could not be kept. */
const recipes = new AttachedState<PreparedTemplate, Map<string, FormRecipe | null>>('static form recipes');

/** The worker's recipes for `prepared`'s forms. */
export function recipesOf(prepared: PreparedTemplate): Map<string, FormRecipe | null> {
  let kept = recipes.get(prepared);
  if (!kept) recipes.set(prepared, (kept = new Map()));
  return kept;
}
