/**
 * Colours and fonts. pdfme accepts only hex colours (its isHexValid) and throws at render time when a fontName is
 * missing from the fonts it was given, so both are errors here, found before a batch of 5,000 starts.
 */
import { SHIPPED_FONTS } from '../fonts';
import { type FieldPlace, type Path, error, isRecord } from './place';
import type { Problem } from '../types';

/** pdfme's own rule: #rgb, #rgba, #rrggbb or #rrggbbaa. An empty string means "none". */
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const COLOUR_KEYS = [
  'fontColor',
  'backgroundColor',
  'borderColor',
  'color',
  'barColor',
  'textColor',
  'alternateBackgroundColor',
] as const;

/** Nested style objects that carry colours and fonts (tables). */
const STYLE_GROUPS = ['tableStyles', 'headStyles', 'bodyStyles'] as const;

const COLOUR_NAMES: Record<(typeof COLOUR_KEYS)[number], string> = {
  fontColor: 'text colour',
  backgroundColor: 'background colour',
  borderColor: 'border colour',
  color: 'colour',
  barColor: 'bar colour',
  textColor: 'text colour',
  alternateBackgroundColor: 'alternate row colour',
};

const GROUP_NAMES: Record<(typeof STYLE_GROUPS)[number], string> = {
  tableStyles: 'table',
  headStyles: 'header row',
  bodyStyles: 'body rows',
};

/** Errors for colour properties (the field's own and its table styles') that are not hex. */
export function checkColours(places: FieldPlace[], problems: Problem[]): void {
  for (const { field, path, where } of places) {
    checkColourSet(field, path, where, '', problems);
    for (const group of STYLE_GROUPS) {
      const styles = field[group];
      if (isRecord(styles)) checkColourSet(styles, [...path, group], where, `${GROUP_NAMES[group]} `, problems);
    }
  }
}

function checkColourSet(owner: Record<string, unknown>, path: Path, where: string, prefix: string, problems: Problem[]) {
  for (const key of COLOUR_KEYS) {
    const value = owner[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !HEX_COLOUR.test(value)) {
      problems.push(
        error(
          [...path, key],
          `${where}: the ${prefix}${COLOUR_NAMES[key]} ${JSON.stringify(value)} is not a hex colour such as #1a2b3c.`,
        ),
      );
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
