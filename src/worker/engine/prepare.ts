/**
 * Everything about a template that does not change between records, worked out once: the fonts it uses, its
 * renderers, the parsed base PDF, the static header/footer fields and the page/field layout. Kept per worker by
 * template content, so repeated preview renders and every chunk of a batch skip this work.
 */
import type { Font, Schema, Template as PdfmeTemplate } from '@pdfme/common';
import { cloneDeep, getB64BasePdf } from '@pdfme/common';
import { EncryptedPDFError, PDFDocument } from '@pdfme/pdf-lib';
import { isDynamicLayoutSchema } from '@pdfme/schemas/dynamicLayout';
import { toPrintableColors } from '../../templates/colorFields';
import { svgContentProblems, toDrawableSvgs } from '../../templates/svgFields';
import type { Template, TemplateMeta } from '../../templates/types';
import { isBlankPdf } from '../../templates/types';
import type { DocumentStandard } from '../../templates/documentStandard';
import { basePdfConformanceProblem, encryptedBaseProblem } from './standards/basePdfConformance';
import type { FontLibrary } from '../fonts/fontSet';
import { rendererFor, type PdfRenderer } from './plugins';
import { SharedFontCache } from './sharedFontCache';
import { GlyphChooser } from '../fonts/glyphChooser';
import type { FontkitFont } from '../fonts/fontkitFont';
import { cachedFontkit } from '../fonts/fontkitCache';
import { readBaseLinks, type BaseLink } from './baseLinks';
import { loadShaper } from '../shaping/harfbuzz';
import { LaidOutTemplates } from './laidOutTemplates';

/** The field layout of the pages, in pdfme's render order: names first-seen across pages, one map per page. */
export interface RenderInfo {
  schemaNames: string[];
  schemaPages: Map<string, Schema>[];
}

export interface PreparedTemplate {
  template: PdfmeTemplate;
  font: Font;
  staticSchemas: Schema[];
  /** true when a table, list or expanding text may change the page layout per record */
  dynamic: boolean;
  /** the page layouts records have had, remembered by their measured heights (laidOutTemplates.ts) */
  layouts: LaidOutTemplates;
  renderInfo: RenderInfo;
  /** the uploaded base PDF, parsed once; undefined for blank pages */
  basePdf?: PDFDocument;
  /** its web links per page, re-created on every output page */
  baseLinks?: BaseLink[][];
  renderers: Map<string, PdfRenderer>;
  /** parsed fontkit fonts (pdfme's `getFontKitFont-*` cache entries), shared by every document, kept per font bytes */
  sharedCache: SharedFontCache;
  /** which font draws each character (per-glyph fallback), and the template's fonts as parsed for it */
  glyphs: GlyphChooser;
  primaries: FontkitFont[];
  /** every string in the template (static text, table heads…), looked at once for the fallback fonts it needs */
  templateTexts: string[];
  /** Platen's settings the output documents read (standard, name, title pattern, language); pdfme never sees them */
  meta?: TemplateMeta;
}

/** A failure that concerns the template itself, so every record fails with it (e.g. a corrupt base PDF). */
export class TemplateError extends Error {}

export function renderInfoOf(schemas: Schema[][]): RenderInfo {
  const names = new Set<string>();
  const schemaPages = schemas.map((page) => {
    const byName = new Map<string, Schema>();
    for (const schema of page) {
      if (!schema.name) continue;
      names.add(schema.name);
      if (!byName.has(schema.name)) byName.set(schema.name, schema);
    }
    return byName;
  });
  return { schemaNames: [...names], schemaPages };
}

async function parseBasePdf(basePdf: string, standard: DocumentStandard | undefined): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    const bytes = await getB64BasePdf(basePdf);
    doc = await PDFDocument.load(bytes);
    // pdf-lib parses lazily: a broken page tree only shows when pages are asked for, so ask now.
    if (doc.getPages().length === 0) throw new Error('it has no pages');
  } catch (error) {
    if (standard && error instanceof EncryptedPDFError) throw new TemplateError(encryptedBaseProblem(standard));
    const reason = error instanceof Error ? error.message : String(error);
    throw new TemplateError(`The template's base PDF cannot be read: ${reason}`);
  }
  // Refused once here, before any record: every record's file would fail the standard the same way.
  const problem = standard ? basePdfConformanceProblem(doc, standard) : null;
  if (problem) throw new TemplateError(problem);
  return doc;
}

/**
 * Strips what pdfme doesn't know (field ids, Platen's metadata) so pdfme sees the template it would be given, with
 * every colour as the canonical hex pdfme reads and every SVG without the prolog pdf-lib cannot read. A colour that is
 * not a colour, or a fixed SVG that cannot be drawn, is refused here, before pdf-lib.
 */
function toPdfme(template: Template): PdfmeTemplate {
  const { platen: _platen, ...rest } = cloneDeep(template) as Template;
  const notColours = toPrintableColors(rest as Record<string, unknown>);
  if (notColours.length > 0) {
    const more = notColours.length > 1 ? ` (and ${notColours.length - 1} more)` : '';
    throw new TemplateError(`${notColours[0].message}${more} Use a hex colour such as #1a2b3c.`);
  }
  // A fixed SVG pdf-lib cannot draw (entities declared, cut short) fails the template once, not every record.
  const badSvg = svgContentProblems(rest).find((problem) => problem.severity === 'error');
  if (badSvg) throw new TemplateError(badSvg.message);
  toDrawableSvgs(rest as Record<string, unknown>);
  return rest as unknown as PdfmeTemplate;
}

export async function prepareTemplate(template: Template, fonts: FontLibrary): Promise<PreparedTemplate> {
  if (!template || !Array.isArray(template.schemas) || template.schemas.length === 0) {
    throw new TemplateError('The template has no pages');
  }
  const pdfme = toPdfme(template);
  let font: Font;
  try {
    font = await fonts.fontsFor(template);
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }
  const blank = isBlankPdf(template.basePdf);
  const staticSchemas = (blank ? ((pdfme.basePdf as { staticSchema?: Schema[] }).staticSchema ?? []) : []) as Schema[];
  const renderers = new Map<string, PdfRenderer>();
  for (const schema of [...pdfme.schemas.flat(), ...staticSchemas]) {
    const render = rendererFor(schema.type);
    if (render) renderers.set(schema.type, render);
  }
  const basePdf = blank ? undefined : await parseBasePdf(template.basePdf as string, template.platen?.standard);
  const glyphs = new GlyphChooser(fonts, typeof template.platen?.lang === 'string' ? template.platen.lang : undefined);
  const sharedCache = SharedFontCache.for(font, glyphs);
  // Parsed here rather than by pdfme, so even the first measurement goes through the cache as a composite font.
  const primaries: FontkitFont[] = [];
  for (const [name, entry] of Object.entries(font)) {
    if (typeof entry.data !== 'object') continue;
    const parsed = cachedFontkit.create(entry.data as Uint8Array) as FontkitFont;
    primaries.push(parsed);
    if (!sharedCache.has(`getFontKitFont-${name}`)) sharedCache.set(`getFontKitFont-${name}`, parsed);
  }
  return {
    template: pdfme,
    font,
    staticSchemas,
    dynamic: blank && pdfme.schemas.some((page) => page.some((schema) => isDynamicLayoutSchema(schema))),
    layouts: new LaidOutTemplates(),
    renderInfo: renderInfoOf(pdfme.schemas),
    basePdf,
    baseLinks: basePdf?.getPages().map(readBaseLinks),
    renderers,
    sharedCache,
    glyphs,
    primaries,
    templateTexts: stringsIn([pdfme.schemas, staticSchemas]),
    meta: template.platen,
  };
}

/** Every string value inside `value`, however deep (data: URLs left out: images are not text). */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!value.startsWith('data:')) into.push(value);
  }
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) stringsIn(inner, into);
  return into;
}

/**
 * Prepared templates by content. Comlink hands each call a fresh copy of the template, so identity can't be used;
 * the JSON text is the key (a few ms even for a template carrying an image or a base PDF).
 */
export class TemplateCache {
  private readonly entries = new Map<string, Promise<PreparedTemplate>>();
  /** the same template object asked again (a batch template kept in the worker) skips even the JSON key */
  private readonly byObject = new WeakMap<Template, Promise<PreparedTemplate>>();

  constructor(private readonly fonts: FontLibrary, private readonly size = 4) {}

  get(template: Template): Promise<PreparedTemplate> {
    const known = this.byObject.get(template);
    if (known) return known;
    const prepared = this.byContent(template);
    this.byObject.set(template, prepared);
    prepared.catch(() => this.byObject.delete(template));
    return prepared;
  }

  private byContent(template: Template): Promise<PreparedTemplate> {
    const key = JSON.stringify(template);
    let prepared = this.entries.get(key);
    if (prepared) {
      this.entries.delete(key);
    } else {
      // HarfBuzz is instantiated once per worker before the first template is measured (shaping is synchronous).
      prepared = loadShaper().then(() => prepareTemplate(template, this.fonts));
      prepared.catch(() => this.entries.delete(key));
    }
    this.entries.set(key, prepared);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return prepared;
  }
}
