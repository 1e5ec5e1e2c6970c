/**
 * Date, time and date-time fields store their value as 'yyyy/MM/dd', 'HH:mm' or 'yyyy/MM/dd HH:mm' and print it
 * through their `format` (date-fns tokens, English names). The canvas formats the common tokens the same way; an
 * unparseable value is shown as stored, as it is typed.
 */
import type { DateParts } from '../../templates/fieldTypes';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DEFAULT_PATTERNS: Record<DateParts, string> = { date: 'yyyy/MM/dd', time: 'HH:mm', dateTime: 'yyyy/MM/dd HH:mm' };

/** Reads a stored value of a date/time/dateTime field, which stores `parts` (the catalogue's dateParts). */
export function parseStoredDate(value: string, parts: DateParts): Date | null {
  const date = /(\d{4})\/(\d{1,2})\/(\d{1,2})/.exec(value);
  const time = /(\d{1,2}):(\d{2})/.exec(parts === 'date' ? '' : value);
  if (parts !== 'time' && !date) return null;
  if (parts !== 'date' && !time) return null;
  const result = new Date(date ? Number(date[1]) : 2000, date ? Number(date[2]) - 1 : 0, date ? Number(date[3]) : 1, time ? Number(time[1]) : 0, time ? Number(time[2]) : 0);
  return Number.isNaN(result.getTime()) ? null : result;
}

const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => pad(d.getFullYear(), 4),
  yy: (d) => pad(d.getFullYear() % 100),
  MMMM: (d) => MONTHS[d.getMonth()],
  MMM: (d) => MONTHS[d.getMonth()].slice(0, 3),
  MM: (d) => pad(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  dd: (d) => pad(d.getDate()),
  d: (d) => String(d.getDate()),
  EEEE: (d) => DAYS[d.getDay()],
  EEE: (d) => DAYS[d.getDay()].slice(0, 3),
  HH: (d) => pad(d.getHours()),
  H: (d) => String(d.getHours()),
  hh: (d) => pad(d.getHours() % 12 || 12),
  h: (d) => String(d.getHours() % 12 || 12),
  mm: (d) => pad(d.getMinutes()),
  ss: (d) => pad(d.getSeconds()),
  aa: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};
const PATTERN = /'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|ss|aa|a/g;

/** A stored date value as the PDF prints it with `format`. */
export function formatStoredDate(value: string, parts: DateParts, format: unknown): string {
  const date = parseStoredDate(value, parts);
  if (!date) return value;
  const pattern = typeof format === 'string' && format.trim() ? format : DEFAULT_PATTERNS[parts];
  return pattern.replace(PATTERN, (token) => {
    // date-fns: text in single quotes is literal, and '' is one quote
    if (token === "''") return "'";
    return token.startsWith("'") ? token.slice(1, -1) : TOKENS[token](date);
  });
}
