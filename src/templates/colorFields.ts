/**
 * Every colour property of a template's fields, found in one place for the three sides that must agree on them:
 * validation (reports), loading (drops what is not a colour) and the worker (hands pdfme only canonical hex).
 * A colour is any property whose name ends in "color" (see isColorKey), on the field itself or in its nested style
 * objects (headStyles, bodyStyles, tableStyles…), on pages and on header/footer fields (basePdf.staticSchema).
 */
import { isColorKey, parseColor } from './color';
import type { Problem } from './types';
import { describeField, isRecord, type Path } from './validate/place';

/** One colour property: the object holding it, its key, its place in the JSON and in words. */
export interface ColorSite {
  owner: Record<string, unknown>;
  key: string;
  path: Path;
  /** e.g. 'Page 2, field “total”' */
  where: string;
  /** e.g. 'header row background colour' */
  label: string;
}

const KEY_NAMES: Record<string, string> = {
  fontColor: 'text colour',
  textColor: 'text colour',
  backgroundColor: 'background colour',
  borderColor: 'border colour',
  color: 'colour',
  barColor: 'bar colour',
  lineColor: 'line colour',
  alternateBackgroundColor: 'alternate row colour',
};

const GROUP_NAMES: Record<string, string> = { tableStyles: 'table', headStyles: 'header row', bodyStyles: 'body rows' };

/** Style objects nest one or two levels in pdfme (a table's bodyStyles); deeper is not a style and is not walked. */
const MAX_DEPTH = 3;

/** The colour properties of one field (untrusted JSON) at `path`. */
export function colorSitesOfField(field: Record<string, unknown>, path: Path, where: string): ColorSite[] {
  const sites: ColorSite[] = [];
  const walk = (owner: Record<string, unknown>, at: Path, prefix: string, depth: number) => {
    for (const [key, value] of Object.entries(owner)) {
      if (isColorKey(key)) sites.push({ owner, key, path: [...at, key], where, label: `${prefix}${KEY_NAMES[key] ?? key}` });
      else if (isRecord(value) && depth < MAX_DEPTH) walk(value, [...at, key], `${prefix}${GROUP_NAMES[key] ?? key} `, depth + 1);
    }
  };
  walk(field, path, '', 0);
  return sites;
}

/** The colour properties of every field in a template (pages first, then header/footer fields). */
export function colorSites(template: unknown): ColorSite[] {
  if (!isRecord(template)) return [];
  const sites: ColorSite[] = [];
  const visitPage = (fields: unknown, path: Path, pageIndex: number | null) => {
    if (!Array.isArray(fields)) return;
    fields.forEach((field, index) => {
      if (isRecord(field)) sites.push(...colorSitesOfField(field, [...path, index], describeField(field.name, index, pageIndex)));
    });
  };
  if (Array.isArray(template.schemas)) template.schemas.forEach((page, pageIndex) => visitPage(page, ['schemas', pageIndex], pageIndex));
  if (isRecord(template.basePdf)) visitPage(template.basePdf.staticSchema, ['basePdf', 'staticSchema'], null);
  return sites;
}

/** An empty colour means "none" in pdfme; unset and empty are both fine. */
export function isUnsetColor(value: unknown): boolean {
  return value === undefined || value === '';
}

/** A value shown in a message: quoted, and cut short so a 2 MB payload does not become a 2 MB message. */
export function quoteValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return JSON.stringify(short);
}

/**
 * The template with every colour that is not a colour removed (a new object; the input is untouched and returned
 * as is when nothing is dropped), and one warning per removed value naming its page, field and property. Used when
 * a template is imported or opened, so nothing but a parsed colour reaches the canvas's CSS or the PDF.
 */
export function dropUnusableColors<T>(template: T): { template: T; problems: Problem[] } {
  const bad = colorSites(template).filter((site) => !isUnsetColor(site.owner[site.key]) && !parseColor(site.owner[site.key]));
  if (bad.length === 0) return { template, problems: [] };
  const copy = structuredClone(template);
  const problems: Problem[] = [];
  for (const site of colorSites(copy)) {
    const value = site.owner[site.key];
    if (isUnsetColor(value) || parseColor(value)) continue;
    delete site.owner[site.key];
    problems.push({
      path: site.path,
      severity: 'warning',
      message: `${site.where}: the ${site.label} ${quoteValue(value)} is not a colour, so it was removed (the default is used).`,
    });
  }
  return { template: copy, problems };
}

/**
 * Rewrites every colour of `template` (changed in place: give it a copy) to the canonical hex pdfme prints, so named
 * colours work and nothing but hex reaches pdf-lib. Returns the values that are not colours, as errors; the caller
 * refuses the template when there are any.
 */
export function toPrintableColors(template: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const site of colorSites(template)) {
    const value = site.owner[site.key];
    if (isUnsetColor(value)) continue;
    const color = parseColor(value);
    if (color) site.owner[site.key] = color.hex;
    else {
      problems.push({
        path: site.path,
        severity: 'error',
        message: `${site.where}: the ${site.label} ${quoteValue(value)} is not a colour.`,
      });
    }
  }
  return problems;
}
