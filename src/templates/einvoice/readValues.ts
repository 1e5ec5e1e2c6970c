/**
 * Reading a record's text as EN 16931 values: dates into CII's YYYYMMDD, printed amounts ("€1,234.50",
 * "1.234,50 €") into cents. Exact and strict: what cannot be read is reported, never guessed.
 */
import { type Cents, parseDecimal, toCents } from './decimal';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** "2025-10-03", "3.10.2025" or "20251003" → "20251003"; null for anything else or a day that does not exist. */
export function readDate(text: string): string | null {
  const value = text.trim();
  let parts: [string, string, string] | null = null;
  const iso = ISO_DATE.exec(value) ?? COMPACT_DATE.exec(value);
  if (iso) parts = [iso[1], iso[2], iso[3]];
  const dotted = DOTTED_DATE.exec(value);
  if (dotted) parts = [dotted[3], dotted[2].padStart(2, '0'), dotted[1].padStart(2, '0')];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return parts.join('');
}

/**
 * An amount as a page prints it, to cents: currency signs, letters and spaces are ignored; with both "." and ","
 * the later is the decimal mark; with one kind only, it is the decimal mark when 1 or 2 digits follow its last use.
 */
export function readPrintedAmount(text: string): Cents | null {
  const negative = /^\s*[-−(]/.test(text) || /-\s*$/.test(text);
  const kept = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return null;
  const lastDot = kept.lastIndexOf('.');
  const lastComma = kept.lastIndexOf(',');
  let decimalMark = '';
  if (lastDot >= 0 && lastComma >= 0) decimalMark = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const after = kept.length - kept.lastIndexOf(mark) - 1;
    if (after >= 1 && after <= 2 && kept.indexOf(mark) === kept.lastIndexOf(mark)) decimalMark = mark;
  }
  const [whole, fraction = ''] = decimalMark ? [kept.slice(0, kept.lastIndexOf(decimalMark)), kept.slice(kept.lastIndexOf(decimalMark) + 1)] : [kept];
  const digits = whole.replace(/[.,]/g, '');
  const decimal = parseDecimal(`${negative ? '-' : ''}${digits || '0'}${fraction ? `.${fraction}` : ''}`);
  return decimal ? toCents(decimal) : null;
}

/**
 * Characters XML 1.0 cannot carry at all (C0 controls other than tab and line breaks, U+FFFE/U+FFFF, unpaired
 * surrogates): an invoice holding one would be refused by every parser.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/** The first character XML cannot carry, as "U+0007", or null. */
export function firstNonXmlCharacter(text: string): string | null {
  const found = new RegExp(NOT_XML.source, 'u').exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** The text without the characters XML cannot carry. */
export function withoutNonXmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}
