/**
 * How a text field prints its data value: a number, an amount of money, a percentage or a date, in a chosen locale.
 * Spreadsheets and CSV files carry raw values (1234.5, 0.2, 2025-10-03); an invoice wants "£1,234.50", "20%",
 * "3 October 2025". Kept on the field as `platenFormat` (pdfme ignores it) and applied where records are rendered and
 * preflighted, so the app, the CLI and the preview print the same. Pure: Intl only.
 */
import type { DataRecord, FieldSchema } from './types';
import { findFieldType } from './fieldTypes';

export type ValueFormatKind = 'number' | 'currency' | 'percent' | 'date';
export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export interface ValueFormat {
  kind: ValueFormatKind;
  /** BCP 47 locale: digit grouping, decimal sign, month names ('en-GB', 'de-DE', …) */
  locale: string;
  /** digits after the decimal sign (number, currency, percent); default 2, 0 for percent */
  decimals?: number;
  /** ISO 4217 code for currency, e.g. 'EUR' */
  currency?: string;
  /** date: 'short' 03/10/2025, 'medium' 3 Oct 2025, 'long' 3 October 2025, 'full' Friday, 3 October 2025 (en-GB) */
  dateStyle?: DateStyle;
}

/** The field property that holds the format. */
export const FORMAT_PROPERTY = 'platenFormat';

export const FORMAT_LOCALES: readonly { value: string; label: string }[] = [
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'en-US', label: 'English (US)' },
  { value: 'de-DE', label: 'Deutsch' },
  { value: 'fr-FR', label: 'Français' },
  { value: 'es-ES', label: 'Español' },
  { value: 'it-IT', label: 'Italiano' },
  { value: 'nl-NL', label: 'Nederlands' },
  { value: 'pl-PL', label: 'Polski' },
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'sv-SE', label: 'Svenska' },
  { value: 'ja-JP', label: '日本語' },
  { value: 'zh-CN', label: '中文' },
];

export const FORMAT_KINDS: readonly ValueFormatKind[] = ['number', 'currency', 'percent', 'date'];
export const DATE_STYLES: readonly DateStyle[] = ['short', 'medium', 'long', 'full'];
/** A typical raw value of each kind as data files hold it: the panel's example, and validation's trial value. */
export const TYPICAL_VALUE: Readonly<Record<ValueFormatKind, string>> = { number: '1234.5', currency: '1234.5', percent: '0.175', date: '2025-10-03' };

const KINDS: ReadonlySet<string> = new Set(FORMAT_KINDS);

/** The field's format, or undefined when it has none (or one this version cannot read). */
export function formatOf(field: Pick<FieldSchema, 'type'> & Record<string, unknown>): ValueFormat | undefined {
  if (!findFieldType(field.type)?.valueFormat) return undefined;
  const format = field[FORMAT_PROPERTY] as Partial<ValueFormat> | undefined;
  return format && typeof format === 'object' && KINDS.has(format.kind as string) && typeof format.locale === 'string'
    ? (format as ValueFormat)
    : undefined;
}

/** A default format of `kind`, for the properties panel. */
export function defaultFormat(kind: ValueFormatKind, locale = 'en-GB'): ValueFormat {
  switch (kind) {
    case 'currency':
      return { kind, locale, currency: 'GBP', decimals: 2 };
    case 'percent':
      return { kind, locale, decimals: 0 };
    case 'date':
      return { kind, locale, dateStyle: 'medium' };
    default:
      return { kind, locale, decimals: 2 };
  }
}

/** Why `text` is not an ISO 4217 code Intl can print (e.g. EUR), or null when it is. */
export function currencyCodeProblem(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return 'Currency must be a three-letter code such as EUR, USD or GBP.';
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return null;
  } catch {
    return `${code} is not a currency code this browser knows.`;
  }
}

/**
 * The field properties that choose `kind` (or no format) for these fields, as one edit. Sample text such as "Type
 * something…" cannot be shown as money, so when none of the fields' samples fits, the sample becomes a typical value
 * of the kind in the same edit and the preview shows the format instead of an error.
 */
export function formatChoicePatch(fields: readonly FieldSchema[], kind: ValueFormatKind | 'none', locale?: string): Record<string, unknown> {
  if (kind === 'none') return { [FORMAT_PROPERTY]: undefined };
  const chosen = defaultFormat(kind, locale);
  const unusable = fields.every((field) => 'error' in formatValue(typeof field.content === 'string' ? field.content : '', chosen));
  return unusable ? { [FORMAT_PROPERTY]: chosen, content: TYPICAL_VALUE[kind] } : { [FORMAT_PROPERTY]: chosen };
}

/** The value as the field prints it, or why it cannot be: "“12x” is not a number". Empty stays empty. */
export function formatValue(value: string, format: ValueFormat): { text: string } | { error: string } {
  const raw = value.trim();
  if (raw === '') return { text: '' };
  try {
    if (format.kind === 'date') {
      const date = parseIsoDate(raw);
      if (!date) return { error: `“${value}” is not a date (write it as 2025-10-03)` };
      return { text: new Intl.DateTimeFormat(format.locale, { dateStyle: format.dateStyle ?? 'medium', timeZone: date.timeZone }).format(date.at) };
    }
    const number = parseNumber(raw, format.kind === 'percent');
    if (number === undefined) return { error: `“${value}” is not a number` };
    const decimals = clampDecimals(format.decimals ?? (format.kind === 'percent' ? 0 : 2));
    const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    if (format.kind === 'currency') {
      return { text: new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency || 'GBP', ...digits }).format(number) };
    }
    return { text: new Intl.NumberFormat(format.locale, { style: format.kind === 'percent' ? 'percent' : 'decimal', ...digits }).format(number) };
  } catch (error) {
    // A hand-edited template with a locale or currency code Intl does not know.
    return { error: `the field's format cannot be used (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** A short description for messages and the panel: "currency (EUR, de-DE)". */
export function describeFormat(format: ValueFormat): string {
  const detail = format.kind === 'currency' ? `${format.currency ?? 'GBP'}, ${format.locale}` : format.locale;
  return `${format.kind} (${detail})`;
}

/**
 * The record with every formatted field's value formatted, and the fields whose value could not be. Fixed
 * (read-only) fields print their own content and are left alone.
 */
export function formatRecord(fields: readonly FieldSchema[], record: DataRecord): { record: DataRecord; errors: { field: string; message: string }[] } {
  let out = record;
  const errors: { field: string; message: string }[] = [];
  for (const field of fields) {
    const format = field.readOnly ? undefined : formatOf(field);
    const value = record[field.name];
    if (!format || value === undefined) continue;
    const result = formatValue(value, format);
    if ('error' in result) errors.push({ field: field.name, message: `${result.error}; the field is formatted as ${describeFormat(format)}` });
    else if (result.text !== value) out = { ...out, [field.name]: result.text };
  }
  return { record: out, errors };
}

const clampDecimals = (n: number) => Math.max(0, Math.min(6, Math.round(Number.isFinite(n) ? n : 2)));

/**
 * Numbers as data files write them: "1234.5", "-12", "1,234.50", "+3", "1 234,5" is not accepted (ambiguous).
 * A percentage may be "20%" (0.2) or a fraction as spreadsheets store it ("0.2").
 */
function parseNumber(raw: string, percent: boolean): number | undefined {
  let text = raw;
  let scale = 1;
  if (percent && text.endsWith('%')) {
    text = text.slice(0, -1).trim();
    scale = 0.01;
  }
  if (!/^[-+]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(text) && !/^[-+]?\.\d+$/.test(text)) return undefined;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number * scale : undefined;
}

/** "2025-10-03" (a calendar date, printed as is in any time zone) or an ISO date-time with its zone. */
function parseIsoDate(raw: string): { at: Date; timeZone: string | undefined } | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (day) {
    const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return at.getUTCDate() === Number(day[3]) ? { at, timeZone: 'UTC' } : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw)) return undefined;
  const at = new Date(raw);
  // A moment in time prints as the calendar date in UTC: the same file gives the same PDF on every machine.
  return Number.isNaN(at.getTime()) ? undefined : { at, timeZone: 'UTC' };
}
