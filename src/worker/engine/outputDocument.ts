/**
 * One PDF being written: a single record's file (ZIP output) or many records in one document (merged output, where
 * fonts and images are embedded once). Mirrors @pdfme/generator 6.1.13's generate() loop page for page, but renders
 * field by field so a failure names its field and costs only its own record.
 */
import * as pdfLib from '@pdfme/pdf-lib';
import { PDFDocument, type PDFEmbeddedPage, type PDFOperator, type PDFPage } from '@pdfme/pdf-lib';
import type { Schema } from '@pdfme/common';
import {
  applyInternalLinkAnnotations,
  mm2pt,
  registerInternalLinkAnchor,
  resetInternalLinkAnnotations,
} from '@pdfme/common';
import { getDynamicLayoutForSchema, isDynamicLayoutSchema } from '@pdfme/schemas/dynamicLayout';
import { findFieldType, valueKindOfType } from '../../templates/fieldTypes';
import { withoutSvgProlog } from '../../templates/svgText';
import { formatRecord } from '../../templates/valueFormat';
import type { RecordError } from '../api';
import { cachedFontkit } from '../fonts/fontkitCache';
import { shareDecodedImages } from './imageCache';
import { TEMPLATE_LIFE_PREFIX } from './sharedFontCache';
import { renderInfoOf, type PreparedTemplate } from './prepare';
import { checkStructuredValue, normalizeTableValue, wholeTextAsText } from './structuredValues';
import { addBaseLinks, type BaseLink } from './baseLinks';
import { setFieldDirection, tellRunLanguages, useFallbackFonts } from './fallbackDrawText';
import { directedField } from '../shaping/fieldDirection';
import { prepareRecordGlyphs } from './recordGlyphs';
import { documentDate } from './documentDate';
import { conformDocument, CREATOR_TOOL, PRODUCER, writeTaggedMetadata } from './standards/conformDocument';
import type { DocumentConformance } from './standards/templateConformance';
import { fixedTextOf } from './fixedText';
import { recordStart, sealRecordContents } from './sealedPageContents';
import { evaluateConditions, withoutFields } from '../expressions/conditions';
import { textLengthProblem } from '../../templates/textLimit';
import { TaggedDocument } from './tagging/taggedDocument';
import { RecordStructure, tableHeightsWith } from './tagging/recordStructure';
import type { PageMarks } from './tagging/pageMarks';
import { StaticForms, type PageField } from './staticForm';
import { rememberTextDraws } from './repeatedTextDraws';
import { saveOptions } from './saveOptions';
import { partObjectsOf, type PartObjects } from './partObjects';

/**
 * pdfme keeps per-document objects (embedded fonts, images) and parsed fontkit fonts in one `_cache` map; only the
 * latter, and Platen's measurements kept for the template (TEMPLATE_LIFE_PREFIX), outlive a document.
 */
class DocumentCache extends Map<string | number, unknown> {
  constructor(private readonly shared: Map<string | number, unknown>) {
    super();
  }
  private static isShared(key: unknown): boolean {
    return typeof key === 'string' && (key.startsWith('getFontKitFont-') || key.startsWith(TEMPLATE_LIFE_PREFIX));
  }
  override get(key: string | number): unknown {
    return DocumentCache.isShared(key) ? this.shared.get(key) : super.get(key);
  }
  override set(key: string | number, value: unknown): this {
    if (DocumentCache.isShared(key)) this.shared.set(key, value);
    else super.set(key, value);
    return this;
  }
  override has(key: string | number): boolean {
    return DocumentCache.isShared(key) ? this.shared.has(key) : super.has(key);
  }
  override delete(key: string | number): boolean {
    return DocumentCache.isShared(key) ? this.shared.delete(key) : super.delete(key);
  }
}

/** A page to draw a record on: blank (page undefined) or an uploaded page embedded once in this document. pt. */
interface BasePage {
  page?: PDFEmbeddedPage;
  size: { width: number; height: number };
  links?: BaseLink[];
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/^\[@pdfme\/\w+\]\s*/, '');

export class OutputDocument {
  private readonly cache: DocumentCache;
  private uploadedPages?: BasePage[];
  /**
   * The standard this file is written to (PDF/A), with its title and anything a caller adds for one record's file
   * (attached files, XMP extensions); undefined: a plain PDF. Set by the render engine from the template
   * (standards/templateConformance.ts); the date is the document's, taken at save.
   */
  conformance?: DocumentConformance;
  /** The title a tagged file shows (the template's title pattern for its record, or its name); set with conformance. */
  title = 'Untitled';

  /** the structure tree, when the template asks for tagged PDF (PDF/UA) */
  private readonly tagged?: TaggedDocument;
  /** the forms of the fields every record prints alike, made at the first record that needs each */
  private staticForms?: StaticForms;

  private constructor(readonly doc: PDFDocument, private readonly prepared: PreparedTemplate) {
    this.cache = new DocumentCache(prepared.sharedCache);
    if (prepared.meta?.pdfua) {
      this.tagged = new TaggedDocument();
      tellRunLanguages(doc, prepared.meta.lang || 'en');
    } else rememberTextDraws(doc);
  }

  static async create(prepared: PreparedTemplate): Promise<OutputDocument> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachedFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    shareDecodedImages(doc);
    useFallbackFonts(doc, prepared.glyphs);
    return new OutputDocument(doc, prepared);
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  /** Appends one record's pages. On any failure the record's pages are taken out again and its errors returned. */
  async addRecord(input: Record<string, string>, row: number): Promise<RecordError[]> {
    const firstPage = this.doc.getPageCount();
    const start = recordStart(this.doc);
    const checkpoint = this.tagged?.checkpoint();
    const errors = await this.drawRecord(input, row);
    if (errors.length > 0) {
      const removed = this.doc.getPages().slice(firstPage);
      for (let index = this.doc.getPageCount() - 1; index >= firstPage; index -= 1) this.doc.removePage(index);
      if (checkpoint !== undefined) this.tagged?.rollBack(checkpoint, removed);
    } else {
      sealRecordContents(this.doc, this.doc.getPages().slice(firstPage), start);
    }
    return errors;
  }

  private async drawRecord(input: Record<string, string>, row: number): Promise<RecordError[]> {
    const { prepared } = this;
    const errors: RecordError[] = [];
    const fail = (field: string | undefined, error: unknown) => errors.push({ row, field, message: message(error) });
    const options = { font: prepared.font };
    let template = prepared.template;
    let info = prepared.renderInfo;

    // Fields whose "Show when" condition is false for this record are left out before layout, so what follows them
    // on a growing page moves up as if they were not there. Conditions read the record's raw values.
    const conditions = evaluateConditions([...template.schemas, prepared.staticSchemas], input);
    for (const { field, message: why } of conditions.errors) fail(field, why);
    if (conditions.hidden.size > 0) {
      template = { ...template, schemas: withoutFields(template.schemas, conditions.hidden) };
      info = renderInfoOf(template.schemas);
    }

    // Raw data values printed as numbers, money, percentages or dates (a field's platenFormat).
    const formatted = formatRecord(template.schemas.flat(), input);
    for (const { field, message: why } of formatted.errors) fail(field, why);
    input = formatted.record;

    // A multi-variable text given its whole text (not a JSON object of variables) prints it as plain text.
    const plain = wholeTextAsText(template.schemas, input);
    if (plain !== template.schemas) {
      template = { ...template, schemas: plain };
      info = renderInfoOf(template.schemas);
    }

    // Unknown types and malformed table JSON are found before layout, which would otherwise fail without a field name.
    for (const schema of template.schemas.flat()) {
      if (!prepared.renderers.has(schema.type)) fail(schema.name, `Unknown field type “${schema.type}”`);
      else if (!schema.readOnly) {
        // An SVG from data that did not pass through src/data's conversion (the preview's form, an API record) may
        // still carry the <?xml?> line and DOCTYPE drawing programs write, which pdf-lib cannot read: dropped here.
        if (valueKindOfType(schema.type) === 'svg' && input[schema.name]) input = { ...input, [schema.name]: withoutSvgProlog(input[schema.name]) };
        const tooLong = findFieldType(schema.type)?.wording ? textLengthProblem(input[schema.name] ?? '') : null;
        const problem = tooLong ?? checkStructuredValue(schema, input[schema.name] ?? '');
        if (problem) fail(schema.name, problem);
        else if (valueKindOfType(schema.type) === 'table' && input[schema.name]) {
          input = { ...input, [schema.name]: normalizeTableValue(schema, input[schema.name]) };
        }
      }
    }
    if (errors.length > 0) return errors;
    await prepareRecordGlyphs(prepared, input);

    resetInternalLinkAnnotations(this.cache);
    if (prepared.dynamic) {
      try {
        // tables measured once for layout and drawing (table/tableHeights.ts), placed once per distinct layout
        template = await prepared.layouts.of(template, input, options, this.cache);
        info = renderInfoOf(template.schemas);
      } catch (error) {
        fail(await this.layoutCulprit(input), `Page layout failed: ${message(error)}`);
        return errors;
      }
    }

    const structure = this.tagged ? new RecordStructure(input, tableHeightsWith({ basePdf: template.basePdf, font: prepared.font, cache: this.cache })) : undefined;
    const basePages = await this.basePages(template.schemas.length);
    // the fields every record prints alike, drawn once per document as a form (staticForm.ts); not in tagged or PDF/A files
    const forms = this.tagged || this.conformance || !StaticForms.enabled ? undefined : (this.staticForms ??= new StaticForms(this.doc, prepared, this.cache));
    for (let pageIndex = 0; pageIndex < basePages.length; pageIndex += 1) {
      const base = basePages[pageIndex];
      const { page, marks } = this.insertPage(base);
      const variables = { ...input, totalPages: basePages.length, currentPage: pageIndex + 1 };
      /** Registers `schema` as the target of internal links, on the record's page (a compiled field's too). */
      const anchor = (schema: Schema) => {
        if (!schema.name) return;
        registerInternalLinkAnchor({
          _cache: this.cache,
          name: schema.name,
          page,
          x: mm2pt(schema.position.x),
          y: page.getHeight() - mm2pt(schema.position.y),
        });
      };
      /** Draws one field on `target` (the record's page, or the scratch page of a form); false when it failed. */
      const draw = async (target: PDFPage, designed: Schema, value: string, pagination = false): Promise<boolean> => {
        const { schema, direction } = directedField(designed, value);
        setFieldDirection(target, direction);
        const render = prepared.renderers.get(schema.type);
        if (!render) {
          fail(schema.name, `Unknown field type “${schema.type}”`);
          return false;
        }
        if (marks && structure) marks.setField(pagination ? RecordStructure.pagination() : await structure.field(schema, value, target.getHeight()));
        let ok = true;
        // generate() moves an uploaded page's crop box to the origin, so fields are placed as designed, unshifted.
        try {
          if (target === page) anchor(schema);
          await render({
            value,
            schema,
            basePdf: template.basePdf,
            pdfLib,
            pdfDoc: this.doc,
            page: target,
            options,
            _cache: this.cache,
          } as Parameters<typeof render>[0]);
        } catch (error) {
          fail(schema.name, error);
          ok = false;
        }
        marks?.close();
        marks?.setField(null);
        return ok;
      };
      /** What a field prints; a read-only text's computed text may fail (too long), which fails the record, named. */
      const printed = (schema: Schema, otherwise: string): string | undefined => {
        if (!schema.readOnly) return otherwise;
        try {
          return fixedTextOf(schema, variables, template.schemas);
        } catch (error) {
          fail(schema.name, error);
          return undefined;
        }
      };
      /** A field of this page, its printed value worked out at most once (its failure named once). */
      const pageField = (schema: Schema, pagination: boolean): PageField => {
        let value: { printed: string | undefined } | undefined;
        const otherwise = pagination ? schema.content || '' : input[schema.name] || '';
        return { schema, pagination, value: () => (value ??= { printed: printed(schema, otherwise) }).printed };
      };
      const drawOn = async (target: PDFPage, field: PageField): Promise<boolean> => {
        const value = field.value();
        return value !== undefined && (await draw(target, field.schema, value, field.pagination));
      };
      // the base PDF's static fields on every page, then the page's own fields in pdfme's order
      const pageFields = prepared.staticSchemas.filter((schema) => !conditions.hidden.has(schema.name)).map((schema) => pageField(schema, true));
      const fields = info.schemaPages[pageIndex];
      for (const name of fields ? info.schemaNames : []) {
        const schema = fields?.get(name);
        if (schema) pageFields.push(pageField(schema, false));
      }
      const placed = forms && (await forms.place(page, pageFields, drawOn));
      // a compiled text's character spacing (Tc) is set again where a field drawn per record would have inherited it
      let spacing: PDFOperator | undefined;
      for (const field of pageFields) {
        if (placed?.compiled.has(field)) {
          anchor(field.schema);
          spacing = placed.spacingAfter.get(field) ?? spacing;
          continue;
        }
        if (spacing) page.pushOperators(spacing);
        spacing = undefined;
        await drawOn(page, field);
      }
    }
    if (errors.length === 0) applyInternalLinkAnnotations({ _cache: this.cache, pdfDoc: this.doc });
    if (errors.length === 0 && structure) this.tagged?.addElements(structure.elements);
    return errors;
  }

  /** Which growing field (table, list, expanding text) made page layout fail, by measuring each on its own. */
  private async layoutCulprit(input: Record<string, string>): Promise<string | undefined> {
    const { template, font } = this.prepared;
    for (const schema of template.schemas.flat()) {
      if (!isDynamicLayoutSchema(schema)) continue;
      const value = schema.readOnly ? schema.content || '' : input[schema.name] || '';
      try {
        await getDynamicLayoutForSchema(value, { schema, basePdf: template.basePdf, options: { font }, _cache: this.cache });
      } catch {
        return schema.name;
      }
    }
    return undefined;
  }

  /** Blank pages are made per page; an uploaded PDF's pages are embedded into this document once and drawn per record. */
  private async basePages(pageCount: number): Promise<BasePage[]> {
    const { basePdf, template } = this.prepared;
    if (!basePdf) {
      const blank = template.basePdf as { width: number; height: number };
      const size = { width: mm2pt(blank.width), height: mm2pt(blank.height) };
      return Array.from({ length: pageCount }, () => ({ size }));
    }
    if (!this.uploadedPages) {
      const sourcePages = basePdf.getPages();
      const boxes = sourcePages.map((p) => p.getCropBox());
      const embedded = await this.doc.embedPages(
        sourcePages,
        boxes.map((b) => ({ left: b.x, bottom: b.y, right: b.x + b.width, top: b.y + b.height })),
      );
      const links = this.prepared.baseLinks ?? [];
      this.uploadedPages = embedded.map((page, i) => ({ page, size: { width: boxes[i].width, height: boxes[i].height }, links: links[i] }));
    }
    return this.uploadedPages;
  }

  /** A new page on `base`, marked from the start when tagging (the background PDF is then an artifact). */
  private insertPage(base: BasePage): { page: PDFPage; marks?: PageMarks } {
    const { width, height } = base.size;
    const page = this.doc.addPage([width, height]);
    const marks = this.tagged?.markPage(page);
    if (base.page) {
      page.drawPage(base.page);
      page.setMediaBox(0, 0, width, height);
      page.setBleedBox(0, 0, width, height);
      page.setTrimBox(0, 0, width, height);
      if (base.links?.length) addBaseLinks(page, base.links);
    }
    marks?.close();
    return { page, marks };
  }

  /** The finished file. */
  async save(): Promise<Uint8Array> {
    await this.finish();
    return this.doc.save(saveOptions(this.doc));
  }

  /**
   * The finished document as objects for a merged file to renumber (partObjects.ts), without writing it as a file;
   * undefined for one that must be written whole (tagged, or to a standard: mergeParts.ts joins those).
   */
  async partObjects(): Promise<PartObjects | undefined> {
    if (this.tagged || this.conformance) return undefined;
    await this.finish();
    // what pdf-lib's save does before it writes: fonts subset, pictures and pages embedded
    await this.doc.flush();
    return partObjectsOf(this.doc);
  }

  /** The document's information, language, structure and standard, as written at save. */
  private async finish(): Promise<void> {
    const now = documentDate();
    this.doc.setCreator(CREATOR_TOOL);
    this.doc.setProducer(PRODUCER);
    this.doc.setCreationDate(now);
    this.doc.setModificationDate(now);
    const lang = this.prepared.meta?.lang || 'en';
    this.doc.setLanguage(lang);
    const title = this.conformance?.title ?? this.title;
    // the structure first: conformDocument writes the /ID from the finished document's bytes
    if (this.tagged) {
      this.tagged.write(this.doc, lang);
      this.doc.setTitle(title, { showInWindowTitleBar: true });
    }
    if (this.conformance) await conformDocument(this.doc, { ...this.conformance, date: now, tagged: this.tagged !== undefined });
    else if (this.tagged) writeTaggedMetadata(this.doc, { title, date: now });
  }
}
