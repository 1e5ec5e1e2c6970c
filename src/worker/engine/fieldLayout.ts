/**
 * The layout the PDF will have, for the designer's canvas (PlatenApi.layout): pdfme's dynamic layout moves and
 * grows fields, and each text-like field and table is drawn by its real renderer onto a throwaway page whose
 * drawText calls are recorded. The lines, font sizes and cell texts are therefore the ones the PDF prints, measured
 * with the same fonts and font objects (prepared.font through a SharedFontCache), whatever the text pipeline does.
 */
import * as pdfLib from '@pdfme/pdf-lib';
import { PDFDocument, type PDFPage } from '@pdfme/pdf-lib';
import type { Schema, Template as PdfmeTemplate } from '@pdfme/common';
import { getDynamicTemplate, getFallbackFontName, mm2pt } from '@pdfme/common';
import { getDynamicLayoutForSchema } from '@pdfme/schemas/dynamicLayout';
import { getDynamicHeightsForTable } from '@pdfme/schemas/tables';
import { findFieldType, valueKindOfType } from '../../templates/fieldTypes';
import type { DataRecord, FieldSchema, Template } from '../../templates/types';
import { formatRecord } from '../../templates/valueFormat';
import type { FieldLayout, LayoutResult } from '../api';
import { coerceRecord } from './coerce';
import { cachedFontkit } from '../fonts/fontkitCache';
import type { PreparedTemplate } from './prepare';
import type { RenderEngine } from './renderEngine';
import { SharedFontCache } from './sharedFontCache';
import { prepareRecordGlyphs } from './recordGlyphs';
import { checkStructuredValue, normalizeTableValue, wholeTextAsText } from './structuredValues';
import { fixedTextOf } from './fixedText';
import { evaluateConditions, withoutFields } from '../expressions/conditions';
import { textLengthProblem } from '../../templates/textLimit';
import { directedField } from '../shaping/fieldDirection';
import { cellOf, columnEdges, linesOf, rowEdges, type DrawnText } from './layoutGeometry';

/** What the canvas copies from a field's PDF rendering: its text lines or its table rows (catalogue trait). */
const canvasLayoutOf = (type: string) => findFieldType(type)?.canvasLayout ?? null;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/^\[@pdfme\/\w+\]\s*/, '');

/** The record's values as OutputDocument hands them to pdfme: strings, value formats applied, table rows evened. */
function layoutInput(template: PdfmeTemplate, record: DataRecord): Record<string, string> {
  const schemas = template.schemas.flat();
  let input = formatRecord(schemas as unknown as FieldSchema[], coerceRecord(record)).record as Record<string, string>;
  for (const schema of schemas) {
    const value = input[schema.name];
    // text too long to print is not laid out (the record's PDF fails, naming it): the canvas keeps the stored box
    if (value && findFieldType(schema.type)?.wording && textLengthProblem(value)) input = { ...input, [schema.name]: '' };
    if (valueKindOfType(schema.type) !== 'table' || schema.readOnly || !value || checkStructuredValue(schema, value)) continue;
    input = { ...input, [schema.name]: normalizeTableValue(schema, value) };
  }
  return input;
}

/** A page whose text drawing is recorded instead of written (other drawing lands on a document never saved). */
function recordingPage(doc: PDFDocument, size: { width: number; height: number }): { page: PDFPage; drawn: DrawnText[] } {
  const page = doc.addPage([mm2pt(size.width), mm2pt(size.height)]);
  const drawn: DrawnText[] = [];
  page.drawText = ((text: string, options: { x?: number; y?: number; size?: number } = {}) => {
    drawn.push({ text, x: options.x ?? 0, y: options.y ?? 0, size: options.size ?? 0 });
  }) as PDFPage['drawText'];
  return { page, drawn };
}

/** The design page's size, mm (a blank page's, or the uploaded PDF page's crop box). */
function pageSize(prepared: PreparedTemplate, pageIndex: number): { width: number; height: number } {
  const base = prepared.template.basePdf as { width?: number; height?: number };
  const uploaded = prepared.basePdf?.getPages()[Math.min(pageIndex, prepared.basePdf.getPageCount() - 1)];
  if (uploaded) {
    const box = uploaded.getCropBox();
    return { width: (box.width * 25.4) / 72, height: (box.height * 25.4) / 72 };
  }
  return { width: Number(base.width) || 210, height: Number(base.height) || 297 };
}

/** Each design page on its own through pdfme's dynamic layout (pages are laid out independently there too). */
async function layoutPage(
  prepared: PreparedTemplate,
  pageIndex: number,
  input: Record<string, string>,
  cache: SharedFontCache,
  hidden: Set<string>,
): Promise<Schema[][]> {
  // fields the record hides are left out, as OutputDocument leaves them out, so the fields below close up alike
  // and a multi-variable text given its whole text is laid out as the PDF draws it: as plain text
  const template = { ...prepared.template, schemas: wholeTextAsText(withoutFields([prepared.template.schemas[pageIndex]], hidden), input) };
  if (!prepared.dynamic) return template.schemas;
  try {
    const laid = await getDynamicTemplate({ template, input, options: { font: prepared.font }, _cache: cache, getDynamicHeights: getDynamicLayoutForSchema });
    return laid.schemas;
  } catch {
    return template.schemas; // a value pdfme cannot lay out fails that record's PDF with its own message; the canvas keeps the stored boxes
  }
}

export class FieldLayoutRun {
  private readonly cache: SharedFontCache;
  private readonly fields: Record<string, FieldLayout> = {};

  private constructor(
    private readonly prepared: PreparedTemplate,
    private readonly input: Record<string, string>,
    private readonly doc: PDFDocument,
    private readonly hidden: Set<string>,
  ) {
    this.cache = SharedFontCache.for(prepared.font, prepared.glyphs); // measures with fallback glyphs, as the PDF does
  }

  static async create(prepared: PreparedTemplate, record: DataRecord): Promise<FieldLayoutRun> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachedFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    const input = layoutInput(prepared.template, record);
    await prepareRecordGlyphs(prepared, input); // the fallback fonts its text needs, loaded before measuring
    // conditions read the raw values, as OutputDocument's do; one that fails is the PDF's to name, here it shows
    const { hidden } = evaluateConditions([...prepared.template.schemas, prepared.staticSchemas], coerceRecord(record));
    return new FieldLayoutRun(prepared, input, doc, hidden);
  }

  async run(): Promise<Record<string, FieldLayout>> {
    const { prepared } = this;
    const pageCount = prepared.template.schemas.length;
    for (let pageIndex = 0; pageIndex < pageCount; pageIndex += 1) {
      const variables = { ...this.input, totalPages: pageCount, currentPage: pageIndex + 1 };
      const laidPages = await layoutPage(prepared, pageIndex, this.input, this.cache, this.hidden);
      const { page, drawn } = recordingPage(this.doc, pageSize(prepared, pageIndex));
      for (let offset = 0; offset < laidPages.length; offset += 1) {
        for (const part of laidPages[offset]) {
          if (!part.name || this.fields[part.name]) continue; // the first part is the one on the design page
          const design = prepared.template.schemas[pageIndex].find((schema) => schema.name === part.name) ?? part;
          await this.measure(part, design, offset, this.valueOf(part, variables), page, drawn);
        }
      }
    }
    // header/footer text: not moved by dynamic layout, shown with the first page's numbers
    if (prepared.staticSchemas.length > 0) {
      const variables = { ...this.input, totalPages: pageCount, currentPage: 1 };
      const { page, drawn } = recordingPage(this.doc, pageSize(prepared, 0));
      for (const schema of prepared.staticSchemas) {
        if (schema.name && !this.fields[schema.name] && !this.hidden.has(schema.name)) {
          await this.measure(schema, schema, 0, this.valueOf(schema, variables), page, drawn);
        }
      }
    }
    for (const schema of [...prepared.template.schemas.flat(), ...prepared.staticSchemas]) {
      if (!this.hidden.has(schema.name)) continue;
      const { position, width, height } = schema;
      this.fields[schema.name] = { pageOffset: 0, box: { x: position.x, y: position.y, width, height }, hidden: true };
    }
    return this.fields;
  }

  /** The text a field prints; '' (nothing measured, the canvas keeps the stored box) when it is too long to print. */
  private valueOf(schema: Schema, variables: Record<string, unknown>): string {
    if (!schema.readOnly) return this.input[schema.name] || ''; // too long: blanked by layoutInput
    try {
      return fixedTextOf(schema, variables, this.prepared.template.schemas);
    } catch {
      return ''; // the PDF names the field and why; the canvas draws its box
    }
  }

  private async measure(part: Schema, design: Schema, pageOffset: number, value: string, page: PDFPage, drawn: DrawnText[]): Promise<void> {
    const layout: FieldLayout = { pageOffset, box: { x: part.position.x, y: part.position.y, width: part.width, height: part.height } };
    this.fields[part.name] = layout;
    const render = this.prepared.renderers.get(part.type);
    const measured = canvasLayoutOf(part.type);
    if (!render || !value || !measured) return;
    // the canvas turns the whole box, so lines are taken unrotated; a right-to-left paragraph aligns as it prints
    const schema = { ...directedField(part, value).schema, rotate: 0 } as Schema;
    drawn.length = 0;
    try {
      await render({ value, schema, basePdf: this.prepared.template.basePdf, pdfLib, pdfDoc: this.doc, page, options: { font: this.prepared.font }, _cache: this.cache } as Parameters<typeof render>[0]);
      if (measured === 'table') {
        layout.table = await this.tableLayout(part, design, value, page.getHeight(), drawn);
      } else {
        const lineHeight = Number(schema.lineHeight ?? 1);
        const fontSize = drawn[0]?.size || Number(schema.fontSize) || 13;
        layout.text = { lines: linesOf(drawn, lineHeight * fontSize), fontSize, lineRatio: this.lineRatio(schema.fontName) };
      }
    } catch {
      // a value this field cannot print (bad table JSON, a date it cannot read): the render names it in the PDF's
      // errors; here the field keeps its box and the canvas its own drawing, and the other fields are still measured
    }
  }

  /** (ascent − descent) / unitsPerEm of the fontkit font the renderer just measured with (pdfme caches it by name). */
  private lineRatio(fontName: unknown): number | undefined {
    const name = typeof fontName === 'string' && fontName ? fontName : getFallbackFontName(this.prepared.font);
    const font = this.cache.get(`getFontKitFont-${name}`) as { ascent?: number; descent?: number; unitsPerEm?: number } | undefined;
    const ratio = font ? (Number(font.ascent) - Number(font.descent)) / Number(font.unitsPerEm) : Number.NaN;
    return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
  }

  /** Row heights as pdfme's table measures them, and the drawn text of each cell of the first part. */
  private async tableLayout(part: Schema, design: Schema, value: string, pageHeightPt: number, drawn: DrawnText[]): Promise<FieldLayout['table']> {
    // repeatHead only re-adds header heights at page breaks; the rows themselves are measured without it
    const unsplit = { ...design, repeatHead: false, __splitRange: undefined, __isSplit: undefined } as Schema;
    const heights = await getDynamicHeightsForTable(value, { schema: unsplit, basePdf: this.prepared.template.basePdf, options: { font: this.prepared.font }, _cache: this.cache });
    const headHeights = design.showHead ? heights.slice(0, 1) : [];
    const bodyHeights = heights.slice(1);
    const rowHeights: number[] = [];
    let used = headHeights.reduce((sum, h) => sum + h, 0);
    for (const height of bodyHeights) {
      // with dynamic layout the first part holds the rows that fit its page; without (an uploaded base PDF) all print
      if (this.prepared.dynamic && used + height > part.height + 0.01) break;
      rowHeights.push(height);
      used += height;
    }
    const columns = columnEdges(part.position.x, part.width, (part as { headWidthPercentages?: number[] }).headWidthPercentages ?? []);
    const rows = rowEdges(part.position.y, [...headHeights, ...rowHeights]);
    const cells: string[][][] = rows.slice(0, -1).map(() => columns.slice(0, -1).map(() => []));
    const byCell = new Map<string, DrawnText[]>();
    for (const text of drawn) {
      const cell = cellOf(text, columns, rows, pageHeightPt);
      if (!cell) continue;
      const key = `${cell.row}:${cell.column}`;
      byCell.set(key, [...(byCell.get(key) ?? []), text]);
    }
    const styles = (row: number) => ((row < headHeights.length ? design.headStyles : design.bodyStyles) ?? {}) as { lineHeight?: number };
    for (const [key, texts] of byCell) {
      const [row, column] = key.split(':').map(Number);
      cells[row][column] = linesOf(texts, Number(styles(row).lineHeight ?? 1) * (texts[0]?.size ?? 0));
    }
    return { headHeights, rowHeights, fullHeight: heights.reduce((sum, h) => sum + h, 0), cells };
  }
}

/** PlatenApi.layout on one engine: every field's layout, or the sentence saying why the template cannot be laid out. */
export async function layoutRecord(engine: RenderEngine, template: Template, record: DataRecord): Promise<LayoutResult> {
  const prepared = await engine.prepare(template);
  if (typeof prepared === 'string') return { ok: false, message: prepared };
  try {
    const run = await FieldLayoutRun.create(prepared, record);
    return { ok: true, fields: await run.run() };
  } catch (error) {
    return { ok: false, message: `Page layout failed: ${describe(error)}` };
  }
}
