/**
 * Colours and fonts. Colours are parsed by parseColor (src/templates/color.ts): anything else is an error, since it
 * would reach the canvas's CSS (a `url(…)` there is a request to another site, issue #9) or make pdfme throw. pdfme
 * throws at render time, too, when a fontName is missing from the fonts it was given, so that is an error here,
 * found before a batch of 5,000 starts.
 */
import { parseColor } from '../color';
import { colorSitesOfField, isUnsetColor, quoteValue } from '../colorFields';
import { SHIPPED_FONTS } from '../fonts';
import { type FieldPlace, type Path, error, isRecord, warning } from './place';
import type { Problem } from '../types';

const GROUP_NAMES: Record<string, string> = { headStyles: 'header row', bodyStyles: 'body rows' };

/**
 * Errors for colour properties (the field's own and its table styles') that are not colours; warnings for CSS colour
 * names, which Platen prints but stock pdfme does not.
 */
export function checkColours(places: FieldPlace[], problems: Problem[]): void {
  for (const { field, path, where } of places) {
    for (const site of colorSitesOfField(field, path, where)) {
      const value = site.owner[site.key];
      if (isUnsetColor(value)) continue;
      const color = parseColor(value);
      if (!color) {
        problems.push(
          error(
            site.path,
            `${where}: the ${site.label} ${quoteValue(value)} is not a colour: use a hex colour such as #1a2b3c or a colour name such as navy.`,
          ),
        );
      } else if (color.name) {
        problems.push(
          warning(
            site.path,
            `${where}: the ${site.label} “${color.name}” is printed as ${color.hex}; write ${color.hex} so other pdfme apps can print it too (they read only hex).`,
          ),
        );
      }
    }
  }
}

/** Font names a template may use: the shipped fonts and the ones uploaded with it (template.platen.fonts). */
export function availableFontNames(template: Record<string, unknown>): Set<string> {
  const names = new Set(SHIPPED_FONTS.map((font) => font.name));
  const meta = template.platen;
  if (isRecord(meta) && isRecord(meta.fonts)) for (const name of Object.keys(meta.fonts)) names.add(name);
  return names;
}

/** Errors for fontName, font variants and table fonts that are not in `fonts`. */
export function checkFonts(places: FieldPlace[], fonts: Set<string>, problems: Problem[]): void {
  const known = [...fonts].join(', ');
  const check = (value: unknown, path: Path, where: string, what: string) => {
    if (value === undefined || value === '') return;
    if (typeof value !== 'string' || !fonts.has(value)) {
      problems.push(
        error(path, `${where}: the ${what} ${JSON.stringify(value)} is not available. Upload it or choose one of: ${known}.`),
      );
    }
  };
  for (const { field, path, where } of places) {
    check(field.fontName, [...path, 'fontName'], where, 'font');
    // Inline-markdown text names its bold/italic/code faces separately.
    if (isRecord(field.fontVariants)) {
      for (const [variant, value] of Object.entries(field.fontVariants)) {
        check(value, [...path, 'fontVariants', variant], where, `${variant} font`);
      }
    }
    for (const group of ['headStyles', 'bodyStyles'] as const) {
      const styles = field[group];
      if (isRecord(styles)) check(styles.fontName, [...path, group, 'fontName'], where, `${GROUP_NAMES[group]} font`);
    }
  }
}
