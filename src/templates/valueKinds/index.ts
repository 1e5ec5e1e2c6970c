/**
 * One home per value kind (issue #22): each kind's module converts a cell, checks a template's value and a
 * record's, and gives a sample. A new value kind is its module here and its entry below; tsc fails while the entry
 * is missing, and tests/unit/templates/fieldKindLists.test.ts names a missing trait.
 */
import type { ValueKind } from '../fieldTypes';
import { valueKindOfType } from '../fieldTypes';
import { barcodeValue } from './barcode';
import { checkboxValue } from './checkbox';
import { dateValue } from './date';
import { imageValue } from './image';
import { listValue } from './list';
import { multiVariableTextValue } from './multiVariableText';
import { noValue } from './none';
import { selectValue } from './select';
import { svgValue } from './svg';
import { tableValue } from './table';
import { textValue } from './text';
import type { ValueKindTraits } from './valueKind';

export type { BarcodeCheck, ConvertContext, Converted, Finding, ImageLibrary, RecordCheckOptions, ValueKindTraits } from './valueKind';
export { findImage } from './image';
export { parseDateParts } from './date';

export const VALUE_KINDS: Readonly<Record<ValueKind, ValueKindTraits>> = {
  text: textValue,
  multiVariableText: multiVariableTextValue,
  barcode: barcodeValue,
  image: imageValue,
  svg: svgValue,
  table: tableValue,
  list: listValue,
  date: dateValue,
  checkbox: checkboxValue,
  select: selectValue,
  none: noValue,
};

/** The value kind's traits for a field type; a type the catalogue does not know is read as plain text. */
export function valueKindTraitsOf(type: string): ValueKindTraits {
  return VALUE_KINDS[valueKindOfType(type) ?? 'text'];
}
