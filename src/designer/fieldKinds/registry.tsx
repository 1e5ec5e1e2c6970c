/**
 * The designer's half of each field kind, keyed by pdfme type id: how the canvas draws it, which property sections
 * it has, which input the Data panel's Form gives it, and its icon. The body, Content editor and Form input are its
 * value kind's (fieldKinds/<kind>/, gathered in valueKinds.ts); the icon, Appearance and extra sections are its
 * look. pdfme's plugin split {ui, propPanel, pdf}, by layer: the pure traits are the catalogue's
 * (src/templates/fieldTypes.ts), the PDF renderer the worker's (src/worker/engine/plugins.ts). A type missing here draws as "unknown field" with its own icon, and
 * tests/unit/templates/fieldKinds.test.ts fails for any catalogue type without an entry.
 */
import type { ReactElement } from 'react';
import { UnknownBody } from './Placeholder';
import * as icons from '../panels/icons';
import { BarcodeAppearance } from './barcode';
import { MarkAppearance, markBody } from './checkbox';
import type { DesignerValueKind, FieldBodyProps, FieldsEditor } from './kind';
import { LineAppearance, ShapeAppearance } from './none';
import { SampleValueEditor } from './SampleValue';
import { TableEditor } from './table';
import { TextInput } from './text/TextInput';
import { DESIGNER_VALUE_KINDS } from './valueKinds';

export type { FieldBodyProps, FieldsEditor };

/** A property section beyond the ones every kind's traits give (Value format, Text style). */
export interface PropertySection {
  title: string;
  Editor: FieldsEditor;
}

export interface DesignerFieldKind {
  /** Draws the field's contents on the canvas like the PDF will (position, rotation, selection are the canvas's). */
  body: DesignerValueKind['body'];
  /** The Content section's editor; none for fixed artwork. */
  Content?: FieldsEditor;
  /** Sections after Text style (a table's columns and styles). */
  sections?: readonly PropertySection[];
  /** The Appearance section's editor: colours and strokes. */
  Appearance?: FieldsEditor;
  /** The Data panel Form's input. */
  Input: DesignerValueKind['Input'];
  icon: ReactElement;
}

const { text, multiVariableText, image, svg, table, list, select } = DESIGNER_VALUE_KINDS;

/** A field type's entry: its value kind's body, Content editor and Form input (fieldKinds/<kind>/), and its look. */
function ofKind(kind: DesignerValueKind, look: Omit<DesignerFieldKind, 'body' | 'Input'> & Partial<Pick<DesignerFieldKind, 'body' | 'Input'>>): DesignerFieldKind {
  return { body: kind.body, Input: kind.Input, ...(kind.Content ? { Content: kind.Content } : {}), ...look };
}

const barcode = (icon: ReactElement = icons.barcodeIcon): DesignerFieldKind => ofKind(DESIGNER_VALUE_KINDS.barcode, { Appearance: BarcodeAppearance, icon });
const date = (icon: ReactElement): DesignerFieldKind => ofKind(DESIGNER_VALUE_KINDS.date, { icon });
const shape = (icon: ReactElement, Appearance: FieldsEditor = ShapeAppearance): DesignerFieldKind => ofKind(DESIGNER_VALUE_KINDS.none, { Appearance, icon });
const mark = (kind: 'check' | 'radio' | 'circle', icon: ReactElement, Appearance: FieldsEditor, Input = DESIGNER_VALUE_KINDS.checkbox.Input): DesignerFieldKind =>
  ofKind(DESIGNER_VALUE_KINDS.checkbox, { body: markBody(kind), Appearance, Input, icon });

const DESIGNER_KINDS: Readonly<Record<string, DesignerFieldKind>> = {
  text: ofKind(text, { icon: icons.textIcon }),
  multiVariableText: ofKind(multiVariableText, { icon: icons.multiVariableTextIcon }),
  image: ofKind(image, { icon: icons.imageIcon }),
  svg: ofKind(svg, { icon: icons.svgIcon }),
  signature: ofKind(image, { icon: icons.signatureIcon }),
  table: ofKind(table, { sections: [{ title: 'Table', Editor: TableEditor }], icon: icons.tableIcon }),
  list: ofKind(list, { icon: icons.listIcon }),
  qrcode: barcode(icons.qrcodeIcon),
  ean13: barcode(),
  ean8: barcode(),
  code39: barcode(),
  code128: barcode(),
  nw7: barcode(),
  itf14: barcode(),
  upca: barcode(),
  upce: barcode(),
  japanpost: barcode(),
  gs1datamatrix: barcode(icons.gs1datamatrixIcon),
  pdf417: barcode(icons.pdf417Icon),
  line: shape(icons.lineIcon, LineAppearance),
  rectangle: shape(icons.rectangleIcon),
  ellipse: shape(icons.ellipseIcon),
  date: date(icons.dateIcon),
  time: date(icons.timeIcon),
  dateTime: date(icons.dateTimeIcon),
  select: ofKind(select, { icon: icons.selectIcon }),
  checkbox: mark('check', icons.checkboxIcon, MarkAppearance),
  radioGroup: mark('radio', icons.radioGroupIcon, (props) => <MarkAppearance {...props} group />),
  // a circle mark's value has always been read as plain text in the Form (see its catalogue entry)
  circleMark: mark('circle', icons.circleMarkIcon, (props) => <MarkAppearance {...props} strokeWidth />, TextInput),
};

/** Every type with a designer entry (the tests compare it with the catalogue). */
export const DESIGNER_KIND_TYPES: readonly string[] = Object.keys(DESIGNER_KINDS);

/** A type Platen does not know (a template from a newer pdfme, a typo): said plainly, editable as plain text. */
export const UNKNOWN_FIELD_KIND: DesignerFieldKind = {
  body: ({ field }) => <UnknownBody field={field} />,
  Content: SampleValueEditor,
  Input: TextInput,
  icon: icons.unknownFieldIcon,
};

/** The designer entry for a pdfme type id, or the "unknown field" entry. */
export function designerKindOf(type: string): DesignerFieldKind {
  return Object.prototype.hasOwnProperty.call(DESIGNER_KINDS, type) ? DESIGNER_KINDS[type] : UNKNOWN_FIELD_KIND;
}

/** The icon of a field type (palette, layers), the unknown-field icon for a type Platen does not know. */
export function FieldTypeIcon({ type }: { type: string }) {
  return designerKindOf(type).icon;
}
