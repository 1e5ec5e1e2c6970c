/**
 * Value formats (field.platenFormat, src/templates/valueFormat): a format the engine cannot apply would fail every
 * record of a batch, so a hand-edited or damaged one is an error here, found before the batch starts.
 */
import type { Problem } from '../types';
import { findFieldType } from '../fieldTypes';
import { DATE_STYLES, FORMAT_KINDS, FORMAT_PROPERTY, TYPICAL_VALUE, formatValue, type ValueFormat, type ValueFormatKind } from '../valueFormat';
import { type FieldPlace, error, isRecord } from './place';

const KINDS: ReadonlySet<string> = new Set(FORMAT_KINDS);
const STYLES: ReadonlySet<string> = new Set(DATE_STYLES);

export function checkFormats(places: FieldPlace[], problems: Problem[]): void {
  for (const { field, path, where } of places) {
    const format = field[FORMAT_PROPERTY];
    if (format === undefined) continue;
    const at = [...path, FORMAT_PROPERTY];
    if (!isRecord(format) || !KINDS.has(format.kind as string)) {
      problems.push(error(at, `${where}: the value format must be number, currency, percent or date.`));
      continue;
    }
    if (!findFieldType(field.type as string)?.valueFormat) {
      problems.push(error(at, `${where}: only Text fields can have a value format; this is a ${String(field.type)} field.`));
      continue;
    }
    if (typeof format.locale !== 'string' || format.locale === '') {
      problems.push(error(at, `${where}: the value format needs a locale such as en-GB.`));
      continue;
    }
    if (format.decimals !== undefined && !(Number.isInteger(format.decimals) && (format.decimals as number) >= 0 && (format.decimals as number) <= 6)) {
      problems.push(error([...at, 'decimals'], `${where}: decimals must be a whole number from 0 to 6.`));
    }
    if (format.kind === 'date' && format.dateStyle !== undefined && !STYLES.has(format.dateStyle as string)) {
      problems.push(error([...at, 'dateStyle'], `${where}: the date style must be short, medium, long or full.`));
    }
    // Formatting a typical value finds a locale or currency code Intl does not know.
    const probe = formatValue(TYPICAL_VALUE[format.kind as ValueFormatKind], format as unknown as ValueFormat);
    if ('error' in probe) problems.push(error(at, `${where}: ${probe.error.replace(/^the field's format/, 'the value format')}.`));
  }
}
