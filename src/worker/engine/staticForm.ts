/**
 * Compiled pages (issue #23): the fields every record prints alike — fixed text, rules, boxes, ellipses, fixed
 * images and SVG, and the base PDF's static fields without {placeholders} — are drawn once per document into a form
 * XObject, which each record's page places with one `q /StaticN Do Q` before its own fields. A merged part of ~40
 * records then writes those fields' operators once instead of 40 times; the merged writer already shares identical
 * streams across parts.
 *
 * The form is drawn by the same renderers, through the same draw callback, onto a scratch page of the record page's
 * size that never joins the page tree; its operators and resources become the form and the scratch objects are
 * deleted. Fonts note the glyphs they print as they print them (the subset is the document's), so a glyph drawn only
 * in a form is still in the subset at save.
 *
 * A form drawn in a fresh document (a file per record's, a merged part's first page) is kept for the worker as a
 * recipe (portableForms.ts), and the next fresh document gets it from there without drawing: once per worker, not
 * once per file, as issue #23 asks.
 *
 * A field is compiled only when that provably prints the same page (tests/unit/worker/engine/staticForm.test.ts
 * compares the pictures). It is left to be drawn per record when:
 * - its type may print anything else than ink on the page (annotations, form fields) or depend on the record: only
 *   line, rectangle, ellipse (which ignore their value), and read-only text, image and SVG are taken;
 * - what it prints can change: {placeholders} (a record's value, {currentPage}), a "Show when" condition, inline
 *   markdown (links), an SVG with text (it would read the character spacing a text field leaves behind);
 * - dynamic layout moved or split it on this record (a growing table above it);
 * - it overlaps a field drawn per record before it, since the form comes first on the page: boxes are widened
 *   generously (rotation, a margin, text that may overflow its box).
 * Tagged (PDF/UA) and PDF/A documents are not compiled: their rules about content marking are not worth the risk.
 */
import type { Schema } from '@pdfme/common';
import {
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  PDFOperator,
  PDFPage,
  PDFRef,
  type PDFDict,
  type PDFDocument,
} from '@pdfme/pdf-lib';
import { isDynamicLayoutSchema } from '@pdfme/schemas/dynamicLayout';
import { getDynamicLayoutForText } from '@pdfme/schemas/texts';
import { conditionOf } from '../../templates/condition';
import { findFieldType } from '../../templates/fieldTypes';
import { xObjectName } from '../barcodes/xObjectName';
import { discardDetachedPage, pageOperators } from './pageContentStreams';
import { plainTextHeight } from './plainTextHeight';
import type { PreparedTemplate } from './prepare';
import { freshDocument, recipesOf, replayRecipe, takeRecipe } from './portableForms';

/** One field of a record page in drawing order; `pagination` marks the base PDF's static fields. */
export interface PageField {
  schema: Schema;
  pagination: boolean;
  /** what it prints on this record (worked out once; undefined when that failed, the failure already the record's) */
  value: () => string | undefined;
}

/** Draws `field` onto `page` as the record loop does; false when it failed (the failure is already the record's). */
export type DrawField = (page: PDFPage, field: PageField) => Promise<boolean>;

/** What a record page gets: the fields its form already printed, and per field the character spacing it leaves. */
export interface PlacedForm {
  compiled: Set<PageField>;
  /** the `Tc` a compiled text leaves set after it, which a later field drawn per record would have inherited */
  spacingAfter: Map<PageField, PDFOperator>;
}

/** A page rectangle, mm from the top-left corner. */
interface Extent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Form {
  ref: PDFRef;
  /** spacing operators by the compiled field's index in the form */
  spacing: Map<number, PDFOperator>;
}

/** A form just drawn, with what it was made of (portableForms.ts keeps it as a recipe). */
interface DrawnForm extends Form {
  operators: PDFOperator[];
  resources: PDFDict;
  bbox: number[];
}

/** mm around every box (two boxes closer than twice this are taken to meet): anti-aliasing, a stroke's rounding. */
const MARGIN_MM = 0.5;
/** pt around the form's page box: no clip edge ever shows on the page (drawTable's cell forms use the same). */
const BBOX_MARGIN_PT = 4;
/** one em of a text's size in mm, per pt */
const PT_MM = 25.4 / 72;

const placeholderFree = (content: unknown): boolean => typeof content === 'string' && !content.includes('{') && !content.includes('}');

/** Whether `field` prints the same whatever the record and page, judged from the design alone. */
function printsAlike(field: PageField): boolean {
  const { schema } = field;
  if (conditionOf(schema as never) !== undefined || isDynamicLayoutSchema(schema)) return false;
  if ((schema as { __isSplit?: boolean }).__isSplit) return false;
  const compiles = findFieldType(schema.type)?.compiles;
  if (compiles === 'always') return true;
  if (compiles !== 'whenFixed' || !(schema.readOnly || field.pagination) || !placeholderFree(schema.content)) return false;
  const textFormat = (schema as { textFormat?: unknown }).textFormat;
  if (textFormat !== undefined && textFormat !== 'plain') return false;
  if (findFieldType(schema.type)?.value === 'svg' && /<text\b/i.test(String(schema.content))) return false;
  return true;
}

/** `schema`'s box widened by `margin`, and turned about its centre by any angle (its circumscribed square). */
function boxOf(schema: Schema, margin: number): Extent {
  const { x, y } = schema.position;
  const { width, height } = schema;
  if (!Number(schema.rotate)) return { left: x - margin, top: y - margin, right: x + width + margin, bottom: y + height + margin };
  const cx = x + width / 2;
  const cy = y + height / 2;
  const reach = Math.hypot(width, height) / 2 + margin;
  return { left: cx - reach, top: cy - reach, right: cx + reach, bottom: cy + reach };
}

/** Where a field drawn per record puts ink: `box` for certain, `reach` at most (`measure` tells this record's, for a text). */
interface PerRecordInk {
  box: Extent;
  reach: Extent;
  /**
   * a text whose own lines on this record are measured when its reach meets a field that might be compiled (the field,
   * not a closure measuring it: a closure here kept the record's document through young collections, attachedState.ts)
   */
  text?: PageField;
  /** those lines' extent, once measured */
  measured?: Promise<Extent | null>;
}

/**
 * Where a field drawn per record may put ink: its box; and for what may print more than its box holds (a record's
 * text, a table on an uploaded page), the box run to the page's bottom (top-aligned), or its whole height.
 */
function perRecordInk(schema: Schema, dynamic: boolean): PerRecordInk {
  const box = boxOf(schema, MARGIN_MM);
  // with dynamic layout a table or list is as tall as the rows it holds on this page (a text is measured below)
  const traits = findFieldType(schema.type);
  if (traits?.inkInBox || (dynamic && traits?.growsWithRows)) return { box, reach: box };
  if (Number(schema.rotate)) return { box, reach: { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity } };
  const align = (schema as { verticalAlignment?: string }).verticalAlignment;
  return { box, reach: { ...box, top: align === 'middle' || align === 'bottom' ? -Infinity : box.top, bottom: Infinity } };
}

/** A field of pdfme's text plugin: the one whose ink this module measures line by line. */
const isText = (schema: Schema): boolean => findFieldType(schema.type)?.value === 'text';

/** A field of a page by where it comes from (the base PDF's static fields, the page's own) and its name. */
const fieldKey = (field: PageField): string => `${field.pagination ? 's' : 'p'}:${field.schema.name}`;

const overlap = (a: Extent, b: Extent): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The compiled fields of one document's pages, each distinct set drawn once as a form. */
export class StaticForms {
  /** Off only where a test compares pages drawn with and without forms. */
  static enabled = true;
  /** Off only where a test compares files whose forms were drawn in each document with files given the worker's. */
  static keptPerWorker = true;

  private readonly forms = new Map<string, Form | null>();
  /** where each compilable field prints, mm, by field (an unmoved field's box and content are its design's) */
  private readonly extents = new Map<string, Promise<Extent | null>>();
  /** the choice for a page's shown fields (by fieldKey, with its size) that read no record's text: indexes and key */
  private readonly choices = new Map<string, { indexes: number[]; key: string }>();
  /** each field name's designed schema, when the name is used once in the design */
  private readonly designed = new Map<string, Schema | null>();

  constructor(private readonly doc: PDFDocument, private readonly prepared: PreparedTemplate, private readonly cache: Map<string | number, unknown>) {
    for (const schema of prepared.template.schemas.flat()) {
      this.designed.set(schema.name, this.designed.has(schema.name) ? null : schema);
    }
  }

  /**
   * Places the form of `fields`' compilable ones on `page` (drawing it first, when this document has not drawn that
   * set yet) and says which those are; the caller draws the rest per record, in order.
   */
  async place(page: PDFPage, fields: PageField[], draw: DrawField): Promise<PlacedForm | undefined> {
    const width = page.getWidth();
    const height = page.getHeight();
    const { chosen, key } = await this.choice(width, height, fields);
    if (chosen.length === 0) return undefined;
    let form = this.forms.get(key);
    if (form === undefined) {
      const built = await this.formOf(key, width, height, chosen, draw);
      // a failure is the record's (named by draw); the next record tries again, as it would draw the fields again
      if (built === 'failed') return { compiled: new Set(chosen), spacingAfter: new Map() };
      this.forms.set(key, (form = built));
    }
    if (form === null) return undefined;
    page.pushOperators(pushGraphicsState(), drawObject(xObjectName(page, form.ref, 'Static')), popGraphicsState());
    const spacingAfter = new Map<PageField, PDFOperator>();
    chosen.forEach((field, index) => {
      const spacing = form.spacing.get(index);
      if (spacing) spacingAfter.set(field, spacing);
    });
    return { compiled: new Set(chosen), spacingAfter };
  }

  /**
   * The compiled fields of this page and the form's key. Without dynamic layout a page's fields are the design's, so
   * the choice is the same for every record showing the same fields, unless it measured a record's text: then it is
   * worked out again for each record.
   */
  private async choice(width: number, height: number, fields: PageField[]): Promise<{ chosen: PageField[]; key: string }> {
    const shown = `${width}x${height}|${fields.map(fieldKey).join('\u0000')}`;
    const known = this.prepared.dynamic ? undefined : this.choices.get(shown);
    if (known) return { chosen: known.indexes.map((index) => fields[index]), key: known.key };
    const reads = { recordText: false };
    const indexes = await this.choose(fields, reads);
    const chosen = indexes.map((index) => fields[index]);
    const key = `${width}x${height}|${chosen.map(fieldKey).join('\u0000')}`;
    if (!this.prepared.dynamic && !reads.recordText) this.choices.set(shown, { indexes, key });
    return { chosen, key };
  }

  /**
   * Where in `fields` the ones that go into this page's form are, in order: alike on every record, unmoved, not under
   * a per-record field; `reads.recordText` is set when a per-record text's lines on this record decided it.
   */
  private async choose(fields: PageField[], reads: { recordText: boolean }): Promise<number[]> {
    const chosen: number[] = [];
    const drawnBefore: PerRecordInk[] = [];
    for (const [index, field] of fields.entries()) {
      const extent = this.unmoved(field) && printsAlike(field) ? await this.extentOf(field) : null;
      if (extent && !(await this.underAny(drawnBefore, extent, reads))) {
        chosen.push(index);
        continue;
      }
      const ink = perRecordInk(field.schema, this.prepared.dynamic);
      // a text's own lines on this record, measured only when its reach meets a field that might be compiled
      if (isText(field.schema) && ink.reach !== ink.box && !Number(field.schema.rotate)) ink.text = field;
      drawnBefore.push(ink);
    }
    return chosen;
  }

  /** Whether `extent` meets the ink of any field drawn per record before it. */
  private async underAny(drawnBefore: PerRecordInk[], extent: Extent, reads: { recordText: boolean }): Promise<boolean> {
    for (const before of drawnBefore) {
      if (!overlap(before.reach, extent)) continue;
      const { text } = before;
      if (overlap(before.box, extent) || !text) return true;
      reads.recordText = true;
      const measured = await (before.measured ??= this.textExtent(text.schema, text.value() ?? ''));
      if (!measured || overlap(measured, extent)) return true;
    }
    return false;
  }

  /** Whether dynamic layout left `field` where it was designed (the base PDF's static fields are never moved). */
  private unmoved(field: PageField): boolean {
    if (field.pagination) return true;
    const { schema } = field;
    const designed = this.designed.get(schema.name);
    if (!designed) return false;
    if (designed === schema) return true;
    return (
      designed.position.x === schema.position.x &&
      designed.position.y === schema.position.y &&
      designed.width === schema.width &&
      designed.height === schema.height &&
      Number(designed.rotate ?? 0) === Number(schema.rotate ?? 0)
    );
  }

  /** Where a compilable field prints, mm; a text that does not fit its box is measured by pdfme's own line breaking. */
  private extentOf(field: PageField): Promise<Extent | null> {
    const { schema } = field;
    const key = fieldKey(field);
    let extent = this.extents.get(key);
    if (!extent) {
      extent = this.measure(schema);
      this.extents.set(key, extent);
    }
    return extent;
  }

  private measure(schema: Schema): Promise<Extent | null> {
    return isText(schema) ? this.textExtent(schema, schema.content ?? '') : Promise.resolve(boxOf(schema, MARGIN_MM));
  }

  /** Where `value` printed in the text field `schema` puts ink, mm: its box, or more when it does not fit; null: unknown. */
  private async textExtent(schema: Schema, value: string): Promise<Extent | null> {
    const fontSize = Number(schema.fontSize ?? 13);
    const dynamic = (schema as { dynamicFontSize?: { min?: number } }).dynamicFontSize;
    // at its smallest size a fitted text takes the least room; if even that overflows, so may the print
    const size = dynamic ? Number(dynamic.min ?? fontSize) : fontSize;
    // glyphs may reach out of their lines: overhangs and accents (a sixth of an em), and lines tighter than the font
    const lineHeight = Number(schema.lineHeight ?? 1);
    const margin = MARGIN_MM + size * PT_MM * (1 / 6 + Math.max(0, 1 - lineHeight) / 2);
    try {
      const needed = (await plainTextHeight(schema, value, size, this.prepared.font, this.cache)) ?? (await this.pdfmeTextHeight(schema, value, size));
      if (needed > schema.height + 0.01) {
        // it runs out of its box: downwards when top-aligned, either way otherwise (generously, its whole excess)
        const box = boxOf(schema, margin);
        const excess = needed - schema.height;
        const align = (schema as { verticalAlignment?: string }).verticalAlignment ?? 'top';
        return Number(schema.rotate) ? null : { ...box, top: align === 'top' ? box.top : box.top - excess, bottom: box.bottom + excess };
      }
    } catch {
      return null; // not measurable: drawn per record
    }
    return boxOf(schema, margin);
  }

  /** The height (mm) pdfme's dynamic layout gives `value` in `schema` set to expand, at `size` (pt). */
  private async pdfmeTextHeight(schema: Schema, value: string, size: number): Promise<number> {
    const measured = await getDynamicLayoutForText(value, {
      schema: { ...schema, overflow: 'expand', dynamicFontSize: undefined, fontSize: size } as Schema,
      basePdf: this.prepared.template.basePdf,
      options: { font: this.prepared.font },
      _cache: this.cache as Map<string | number, unknown>,
    } as never);
    return measured.heights.reduce((sum, h) => sum + h, 0);
  }

  /**
   * The form of `fields` by its key: made from the worker's recipe where this document is as fresh as the one it was
   * taken in (portableForms.ts), else drawn, and kept as a recipe when drawn in a fresh document.
   */
  private async formOf(key: string, width: number, height: number, fields: PageField[], draw: DrawField): Promise<Form | null | 'failed'> {
    const fresh = StaticForms.keptPerWorker ? freshDocument(this.doc, this.cache) : undefined;
    const recipes = fresh && recipesOf(this.prepared);
    const recipe = recipes?.get(key);
    if (fresh && recipe) {
      const ref = await replayRecipe(this.doc, this.cache, this.prepared.font, fresh, recipe);
      if (ref) return { ref, spacing: recipe.spacing };
    }
    const built = await this.build(width, height, fields, draw);
    if (fresh && recipes && recipe === undefined && built && built !== 'failed') {
      recipes.set(key, (await takeRecipe(this.doc, this.cache, this.prepared.font, fresh, built)) ?? null);
    }
    return built;
  }

  /** The form of `fields`, drawn on a scratch page; null when what they drew cannot be a form (annotations, links). */
  private async build(width: number, height: number, fields: PageField[], draw: DrawField): Promise<DrawnForm | null | 'failed'> {
    const { doc } = this;
    const scratch = PDFPage.create(doc);
    scratch.setSize(width, height);
    const spacing = new Map<number, PDFOperator>();
    let ok = true;
    for (const [index, field] of fields.entries()) {
      const before = pageOperators(scratch)?.length ?? 0;
      ok = (await draw(scratch, field)) && ok;
      // pdfme sets the character spacing (Tc) outside q … Q before each text line, and it stays set after the field
      const added = pageOperators(scratch)?.slice(before) ?? [];
      const last = added.filter((operator) => operator.toString().endsWith(' Tc')).pop();
      if (last) spacing.set(index, last);
    }
    const operators = pageOperators(scratch);
    const linked = (this.cache.get('pdfme-internal-link-cache') as { annotations?: { page: PDFPage }[] } | undefined)?.annotations?.some((a) => a.page === scratch);
    const clean = (scratch.node.Annots()?.size() ?? 0) === 0 && !linked;
    const resources = scratch.node.Resources();
    discardDetachedPage(scratch);
    if (!ok) return 'failed';
    if (!clean || !operators || operators.length === 0 || !resources) return null;
    const m = BBOX_MARGIN_PT;
    const bbox = [-m, -m, width + m, height + m];
    const stream = doc.context.formXObject(operators, { BBox: bbox, Resources: resources as PDFDict });
    return { ref: doc.context.register(stream), spacing, operators, resources: resources as PDFDict, bbox };
  }
}
