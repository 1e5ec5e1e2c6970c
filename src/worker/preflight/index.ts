/**
 * Preflight inside the worker, where the fonts and pdfme live (issue 4). Wire it into PlatenApi.preflight as:
 *
 *   import { runPreflight } from './preflight';
 *   preflight: (template, records) => runPreflight(template, records, { font })
 *
 *   runPreflight(template: Template, records: DataRecord[], ctx: PreflightContext): Promise<Problem[]>
 *   PreflightContext = { font: Font (@pdfme/common, the same map the generator gets — every shipped font must be in it,
 *                        or pdfme falls back to fetching Roboto from the network); cache?: Map (pdfme's _cache, reuse
 *                        the engine's so fontkit parses each font once); checkBarcode?: (type, value) => string | null
 *                        (default: checkBarcodeValue from src/templates/barcodeRules) }
 *
 * Records must already be converted (src/data/convert) and keyed by field name. Paths are ['records', row, fieldName];
 * messages name neither (the row is named where they are shown: the Data panel, the CLI).
 * Never rejects: a field that cannot be measured becomes a warning with its place.
 */
import type { Font } from '@pdfme/common';
import type { DataRecord, Problem, Template } from '../../templates/types';
import { preflightLocal, type BarcodeCheck } from '../../data/preflightLocal';
import { formatRecord } from '../../templates/valueFormat';
import { measureTextOverflow } from './overflow';
import { checkGlyphs, type GlyphContext } from './glyphs';
import { evaluateConditions } from '../expressions/conditions';
import { CONDITION_PROPERTY } from '../../templates/condition';

export interface PreflightContext {
  font: Font;
  cache?: Map<unknown, unknown>;
  checkBarcode?: BarcodeCheck;
  /** characters no font can draw are reported when given (the engine's fonts and fallback chooser) */
  glyphs?: GlyphContext;
}

/** Every problem the records would cause in a batch: local checks first, then text overflow measured with pdfme. */
export async function runPreflight(template: Template, records: DataRecord[], ctx: PreflightContext): Promise<Problem[]> {
  const problems = [...preflightLocal(template, records, { checkBarcode: ctx.checkBarcode }), ...conditionProblems(template, records)];
  // Overflow is measured on the text as printed: formatted ("£1,234.50" is wider than "1234.5").
  const fields = template.schemas.flat();
  const printed = records.map((record) => formatRecord(fields, record).record);
  // Before overflow: this loads the fallback fonts the text needs, which measuring then counts in.
  const glyphs = ctx.glyphs ? await checkGlyphs(template, printed, ctx.glyphs) : [];
  const overflow = await measureTextOverflow(template, printed, { font: ctx.font, cache: (ctx.cache ?? new Map()) as Map<string | number, unknown> });
  // One list in record order, so the Data panel's table reads top to bottom.
  return [...problems, ...glyphs, ...overflow].sort((a, b) => Number(a.path[1]) - Number(b.path[1]));
}

/** "Show when" conditions that cannot be evaluated for a record: the batch would fail it, naming the field. */
function conditionProblems(template: Template, records: DataRecord[]): Problem[] {
  const schemas = template.schemas as unknown as Parameters<typeof evaluateConditions>[0];
  if (!schemas.flat().some((schema) => CONDITION_PROPERTY in schema)) return [];
  return records.flatMap((record, row) =>
    evaluateConditions(schemas, record).errors.map(({ field, message }) => ({ path: ['records', row, field], message, severity: 'error' as const })),
  );
}
