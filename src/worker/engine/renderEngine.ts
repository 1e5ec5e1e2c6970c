/**
 * The rendering engine of one worker: templates and records in, PDF bytes out. Holds the per-worker caches (fonts,
 * prepared templates); every method resolves with errors as values, never rejects for a bad record or template.
 */
import { facturXConformance } from './facturXDocument';
import type { DataRecord, Problem, Template } from '../../templates/types';
import type { RecordError, RenderResult } from '../api';
import { FontLibrary, type FontFileReader } from '../fonts/fontSet';
import { coerceRecord } from './coerce';
import { formatRecord } from '../../templates/valueFormat';
import { glyphProblemMessage, missingGlyphs } from '../preflight/glyphs';
import { glyphContext } from './recordGlyphs';
import { pdfDeflate } from './pdfDeflate';
import { OutputDocument } from './outputDocument';
import { installPdfLibFastPaths, type Deflate } from './pdfLibFastPaths';
import type { PartObjects } from './partObjects';
import { TemplateCache, TemplateError, type PreparedTemplate } from './prepare';
import { yieldToEventLoop } from './yieldToEventLoop';
import { installWordSegmentsFastPath } from './wordSegments';
import { conformanceFor, documentTitle } from './standards/templateConformance';

/** A record and its row number in the user's data (0-based), which every error refers to. */
export interface RowRecord {
  row: number;
  record: DataRecord;
}

/** One record's own PDF, or why it failed. */
export interface RecordFile {
  row: number;
  pdf?: Uint8Array;
  errors: RecordError[];
}

/**
 * Several records in one document, in the order given; failed records are left out. The document is a file (`pdf`),
 * or, when asked for and it can be, its objects for a merged file to renumber (`objects`; partObjects.ts).
 */
export interface MergedPart {
  pdf: Uint8Array | null;
  objects?: PartObjects;
  rows: number[];
  errors: RecordError[];
}

/** How renderMerged hands its document over: as a file, or as objects when the document allows (MergedPart). */
export type MergedForm = 'pdf' | 'objects';

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class RenderEngine {
  readonly fonts: FontLibrary;
  private readonly templates: TemplateCache;

  /** `deflate` compresses pdf-lib's streams in this thread (the first engine of a thread sets it): see pdfLibFastPaths. */
  constructor(readFont: FontFileReader, extraFonts: Record<string, Uint8Array> = {}, deflate: Deflate = pdfDeflate) {
    installPdfLibFastPaths(deflate);
    installWordSegmentsFastPath();
    this.fonts = new FontLibrary(readFont, extraFonts);
    this.templates = new TemplateCache(this.fonts);
  }

  /** The prepared template, or the sentence every row fails with. */
  async prepare(template: Template): Promise<PreparedTemplate | string> {
    try {
      return await this.templates.get(template);
    } catch (error) {
      return error instanceof TemplateError ? error.message : `The template cannot be rendered: ${describe(error)}`;
    }
  }

  async render(template: Template, record: DataRecord, row = 0): Promise<RenderResult> {
    const [file] = await this.renderEach(template, [{ row, record }]);
    return file.pdf ? { ok: true, pdf: file.pdf, warnings: await this.glyphWarnings(template, record, row) } : { ok: false, errors: file.errors };
  }

  /** Characters of the record that printed as boxes because no font has them: warnings, not failures. */
  private async glyphWarnings(template: Template, record: DataRecord, row: number): Promise<RecordError[]> {
    const prepared = await this.prepare(template);
    if (typeof prepared === 'string') return [];
    const fields = template.schemas.flat();
    const printed = formatRecord(fields, coerceRecord(record)).record;
    const missing = await missingGlyphs(fields, printed, glyphContext(prepared));
    return missing.map((problem) => ({ row, field: problem.field, message: glyphProblemMessage(problem) }));
  }

  /** Each record to its own PDF (ZIP output). */
  async renderEach(template: Template, items: RowRecord[]): Promise<RecordFile[]> {
    const prepared = await this.prepare(template);
    if (typeof prepared === 'string') return items.map(({ row }) => ({ row, errors: [{ row, message: prepared }] }));
    const files: RecordFile[] = [];
    for (const { row, record } of items) {
      try {
        // An e-invoice template makes each record's file a Factur-X PDF/A-3b; a record that breaks a rule fails, named.
        const facturX = facturXConformance(template, record, conformanceFor(prepared.meta, record));
        if ('error' in facturX) {
          files.push({ row, errors: [{ row, message: facturX.error }] });
          continue;
        }
        const output = await OutputDocument.create(prepared);
        output.conformance = facturX.conformance;
        output.title = documentTitle(prepared.meta, record);
        const errors = await output.addRecord(coerceRecord(record), row);
        files.push(errors.length > 0 ? { row, errors } : { row, pdf: await output.save(), errors });
      } catch (error) {
        files.push({ row, errors: [{ row, message: describe(error) }] });
      }
    }
    return files;
  }

  /**
   * Records into one document (merged output); fonts and images embedded once. `onRecord` hears of each record as
   * it is done; `stop` is asked before each record (a cancelled batch ends the run early).
   */
  async renderMerged(
    template: Template,
    items: RowRecord[],
    onRecord?: (ok: boolean) => void,
    stop?: () => boolean,
    form: MergedForm = 'pdf',
  ): Promise<MergedPart> {
    const prepared = await this.prepare(template);
    if (typeof prepared === 'string') {
      return { pdf: null, rows: [], errors: items.map(({ row }) => ({ row, message: prepared })) };
    }
    const output = await OutputDocument.create(prepared);
    output.conformance = conformanceFor(prepared.meta);
    output.title = documentTitle(prepared.meta);
    const rows: number[] = [];
    const errors: RecordError[] = [];
    for (const { row, record } of items) {
      if (stop) {
        await yieldToEventLoop();
        if (stop()) break;
      }
      let ok = false;
      try {
        const recordErrors = await output.addRecord(coerceRecord(record), row);
        if (recordErrors.length > 0) errors.push(...recordErrors);
        else rows.push(row);
        ok = recordErrors.length === 0;
      } catch (error) {
        errors.push({ row, message: describe(error) });
      }
      onRecord?.(ok);
    }
    if (rows.length === 0) return { pdf: null, rows, errors };
    try {
      const objects = form === 'objects' ? await output.partObjects() : undefined;
      return objects ? { pdf: null, objects, rows, errors } : { pdf: await output.save(), rows, errors };
    } catch (error) {
      // Only a document-wide failure gets here (a standard the document cannot meet): every record in it failed.
      return { pdf: null, rows: [], errors: [...errors, ...rows.map((row) => ({ row, message: describe(error) }))] };
    }
  }

  /** Preflight checks need the real fonts; `check` is the data engineer's runPreflight, handed pdfme's font map. */
  async preflight(
    template: Template,
    records: DataRecord[],
    check: (
      template: Template,
      records: DataRecord[],
      font: PreparedTemplate['font'],
      cache: Map<string | number, unknown>,
      prepared: PreparedTemplate,
    ) => Promise<Problem[]>,
  ): Promise<Problem[]> {
    const prepared = await this.prepare(template);
    if (typeof prepared === 'string') return [{ path: ['basePdf'], message: prepared, severity: 'error' }];
    return check(template, records.map((r) => coerceRecord(r)), prepared.font, prepared.sharedCache, prepared);
  }
}
