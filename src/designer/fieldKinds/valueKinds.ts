/**
 * The designer's half of each value kind (issue #22), one folder each under fieldKinds/<kind>/ holding its Body, its
 * Content editor and its Form input; the pure half is src/templates/valueKinds. tsc keeps this complete for the
 * ValueKind union, and tests/unit/templates/fieldKindLists.test.ts names a folder missing a piece.
 */
import type { ValueKind } from '../../templates/fieldTypes';
import { barcodeKind } from './barcode';
import { checkboxKind } from './checkbox';
import { dateKind } from './date';
import { imageKind } from './image';
import type { DesignerValueKind } from './kind';
import { listKind } from './list';
import { multiVariableTextKind } from './multiVariableText';
import { noneKind } from './none';
import { selectKind } from './select';
import { svgKind } from './svg';
import { tableKind } from './table';
import { textKind } from './text';

export const DESIGNER_VALUE_KINDS: Readonly<Record<ValueKind, DesignerValueKind>> = {
  text: textKind,
  multiVariableText: multiVariableTextKind,
  barcode: barcodeKind,
  image: imageKind,
  svg: svgKind,
  table: tableKind,
  list: listKind,
  date: dateKind,
  checkbox: checkboxKind,
  select: selectKind,
  none: noneKind,
};
