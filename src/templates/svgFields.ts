/**
 * The SVG fields of a template, for the two sides that must agree on them: validation (reports a fixed SVG the PDF
 * renderer cannot draw, once, naming the field and page) and the worker (hands pdf-lib each SVG without its prolog).
 * Rules for the SVG text itself are in svgText.ts.
 */
import type { Problem } from './types';
import { describeField, isRecord, type Path } from './validate/place';
import { svgValueProblem, withoutSvgProlog } from './svgText';

interface SvgSite {
  field: Record<string, unknown>;
  path: Path;
  where: string;
}

/** Every SVG field with text content, pages first, then header/footer fields. */
function svgSites(template: unknown): SvgSite[] {
  if (!isRecord(template)) return [];
  const sites: SvgSite[] = [];
  const visit = (fields: unknown, path: Path, pageIndex: number | null) => {
    if (!Array.isArray(fields)) return;
    fields.forEach((field, index) => {
      if (isRecord(field) && field.type === 'svg' && typeof field.content === 'string') {
        sites.push({ field, path: [...path, index], where: describeField(field.name, index, pageIndex) });
      }
    });
  };
  if (Array.isArray(template.schemas)) template.schemas.forEach((page, pageIndex) => visit(page, ['schemas', pageIndex], pageIndex));
  if (isRecord(template.basePdf)) visit(template.basePdf.staticSchema, ['basePdf', 'staticSchema'], null);
  return sites;
}

/**
 * A problem per SVG field whose content cannot be drawn once its harmless prolog is dropped: an error for fixed
 * (read-only) content, printed on every document; a warning for a data field's sample, which only the designer shows.
 */
export function svgContentProblems(template: unknown): Problem[] {
  const problems: Problem[] = [];
  for (const { field, path, where } of svgSites(template)) {
    const problem = svgValueProblem(withoutSvgProlog(field.content as string));
    if (!problem) continue;
    const fixed = field.readOnly === true;
    problems.push({
      path: [...path, 'content'],
      severity: fixed ? 'error' : 'warning',
      message: fixed ? `${where}: ${problem}.` : `${where}: the sample SVG cannot be drawn: ${problem}.`,
    });
  }
  return problems;
}

/** Drops the prolog of every SVG field's content (changed in place: give it a copy), as pdf-lib needs. */
export function toDrawableSvgs(template: Record<string, unknown>): void {
  for (const { field } of svgSites(template)) field.content = withoutSvgProlog(field.content as string);
}
