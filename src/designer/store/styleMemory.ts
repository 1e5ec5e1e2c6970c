/**
 * View-side memory of how the user last styled each field type, so a newly dropped Text field takes the font,
 * size and colours of the last Text field they edited. Never saved in the document and never history.
 */
import type { FieldSchema } from '../../templates/types';

/**
 * The only properties a new field may take from the last one edited: how its ink looks. Everything else (content,
 * "Show when" conditions, names, value and date formats, options, alignment, place and size) is about one field's
 * data or layout, and carrying it made every new Text field silently print only when `fragile === "yes"` (issue
 * #17). An allow-list, so a property added to a field kind later is not carried until someone decides it is a look.
 */
export const STYLE_KEYS = [
  'fontName',
  'fontSize',
  'fontColor',
  'backgroundColor',
  'characterSpacing',
  'lineHeight',
  'borderColor',
  'borderWidth',
  'color',
  'barColor',
  'textColor',
] as const;

const lastStyle = new Map<string, Record<string, unknown>>();

/** Remembers the look of fields the user just edited. */
export function rememberStyle(fields: readonly FieldSchema[]): void {
  for (const field of fields) {
    const style: Record<string, unknown> = {};
    for (const key of STYLE_KEYS) if (field[key] !== undefined) style[key] = field[key];
    lastStyle.set(field.type, style);
  }
}

/** The remembered look for a field type, if the user has edited one this session. */
export function rememberedStyle(type: string): Record<string, unknown> | undefined {
  return lastStyle.get(type);
}
