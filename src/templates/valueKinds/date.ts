/**
 * Dates, times and both: pdfme stores 'yyyy/MM/dd', 'HH:mm' or 'yyyy/MM/dd HH:mm' (the catalogue's `dateParts`)
 * whatever the field's `format` and `locale` display; a cell may be written the ways people write dates.
 */
import { findFieldType } from '../fieldTypes';
import type { FieldSchema, Problem } from '../types';
import { type FieldPlace, error, warning } from '../validate/place';
import { contentSample, noPrintedCheck, noRecordCheck, type Converted, type ValueKindTraits } from './valueKind';

/** Month-first only for US-style locales (pdfme's default 'en' displays MM/dd/yyyy). */
function monthFirst(locale: unknown): boolean {
  const tag = typeof locale === 'string' ? locale : 'en';
  return tag === 'en' || tag === 'en-US' || tag.startsWith('en-US');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in one of the ways people write it; null when it is none of them. */
export function parseDateParts(text: string, dayFirst: boolean): { y: number; m: number; d: number; time?: string } | null {
  const t = text.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(t);
  if (match) return valid(+match[1], +match[2], +match[3], match[4] ? `${pad(+match[4])}:${match[5]}` : undefined);
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?)?$/.exec(t);
  if (match) {
    let [a, b] = [+match[1], +match[2]];
    // 25/12 can only be day/month whatever the locale says.
    const dayIsFirst = a > 12 ? true : b > 12 ? false : dayFirst;
    if (!dayIsFirst) [a, b] = [b, a];
    const year = match[3].length === 2 ? 2000 + +match[3] : +match[3];
    let time: string | undefined;
    if (match[4]) {
      let hours = +match[4];
      if (match[6]) hours = (hours % 12) + (/p/i.test(match[6]) ? 12 : 0);
      time = `${pad(hours)}:${match[5]}`;
    }
    return valid(year, b, a, time);
  }
  return null;
}

/**
 * A spreadsheet date that lost its format on the way to CSV arrives as its serial day number (45000 = 2023-03-15).
 * Five digits only (1927–2173), so a year such as 2025 is never mistaken for one.
 */
function excelSerialDate(text: string): { y: number; m: number; d: number; time?: string } | null {
  if (!/^\d{5}(?:\.\d+)?$/.test(text)) return null;
  const serial = Number(text);
  // Day 0 is 1899-12-30 in Excel's 1900 system (which counts a 29 February 1900 that never was).
  const ms = Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000);
  const date = new Date(ms);
  const fraction = serial % 1;
  const time = fraction > 0 ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : undefined;
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), time };
}

function valid(y: number, m: number, d: number, time?: string) {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d, time } : null;
}

function convertDate(field: FieldSchema, value: string): Converted {
  const text = value.trim();
  if (text === '') return { value: '' };
  const stored = findFieldType(field.type)?.dateParts ?? 'date';
  if (stored === 'time') {
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(text);
    if (time) {
      const hours = time[3] ? (+time[1] % 12) + (/p/i.test(time[3]) ? 12 : 0) : +time[1];
      if (hours < 24 && +time[2] < 60) return { value: `${pad(hours)}:${time[2]}` };
    }
    const dated = parseDateParts(text, !monthFirst(field.locale));
    if (dated?.time) return { value: dated.time };
    return { value, problem: { message: `“${value}” is not a time (write it as 14:30 or 2:30 PM)`, severity: 'error' } };
  }
  const parts = parseDateParts(text, !monthFirst(field.locale)) ?? excelSerialDate(text);
  if (!parts) {
    return { value, problem: { message: `“${value}” is not a date (write it as 2025-01-31 or ${monthFirst(field.locale) ? '01/31/2025' : '31/01/2025'})`, severity: 'error' } };
  }
  const date = `${parts.y}/${pad(parts.m)}/${pad(parts.d)}`;
  return { value: stored === 'dateTime' ? `${date} ${parts.time ?? '00:00'}` : date };
}

/**
 * Date, time and date & time content: pdfme reads it with `new Date(…)` (a time as 2021-01-01T<time>) and its
 * date formatter throws on an invalid date, so the whole document fails to render.
 */
function checkDateContent({ field, path, where }: FieldPlace, problems: Problem[]): void {
  const content = field.content;
  if (typeof content !== 'string' || content.trim() === '') return;
  const parts = findFieldType(field.type as string)?.dateParts ?? 'date';
  const parsed =
    parts === 'time' && !/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(content)
      ? new Date(`2021-01-01T${content}`)
      : new Date(content);
  if (!Number.isNaN(parsed.getTime())) return;
  const expected = { date: '2025/01/31', time: '14:30', dateTime: '2025/01/31 14:30' }[parts];
  const message = `${where}: “${content}” is not a ${parts === 'time' ? 'time' : 'date'} pdfme can read; write it as ${expected}.`;
  problems.push(field.readOnly === true ? error([...path, 'content'], message) : warning([...path, 'content'], message));
}

export const dateValue: ValueKindTraits = {
  convertCell: convertDate,
  checkTemplateValue: checkDateContent,
  checkRecordValue: noRecordCheck,
  checkPrintedValue: noPrintedCheck,
  sample: contentSample,
};
