/**
 * The designer's half of each field kind, keyed by pdfme type id: how the canvas draws it, which property sections
 * it has, which input the Data panel's Form gives it, and its icon. pdfme's plugin split {ui, propPanel, pdf}, by
 * layer: the pure traits are the catalogue's (src/templates/fieldTypes.ts), the PDF renderer the worker's
 * (src/worker/engine/plugins.ts). A type missing here draws as "unknown field" with its own icon, and
 * tests/unit/templates/fieldKinds.test.ts fails for any catalogue type without an entry.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { FieldSchema } from '../../templates/types';
import type { FieldLayout } from '../../worker/api';
import { BarcodeBody, ImageBody, MarkBody, ShapeBody, SvgBody, UnknownBody } from '../fields/GraphicBodies';
import { ListBody } from '../fields/ListBody';
import { TableBody } from '../fields/TableBody';
import { TextBody } from '../fields/TextBody';
import * as icons from '../panels/icons';
import * as content from '../panels/properties/ContentEditor';
import { BarcodeAppearance, LineAppearance, MarkAppearance, ShapeAppearance } from '../panels/properties/DecorEditor';
import { MediaEditor } from '../panels/properties/MediaEditor';
import { TableEditor } from '../panels/properties/TableEditor';
import * as inputs from './formInputs';

export interface FieldBodyProps {
  field: FieldSchema;
  value: string;
  /** What the worker measured from the PDF rendering, when it has. */
  layout: FieldLayout | undefined;
}

export type FieldsEditor = ComponentType<{ fields: FieldSchema[] }>;

/** A property section beyond the ones every kind's traits give (Value format, Text style). */
export interface PropertySection {
  title: string;
  Editor: FieldsEditor;
}

export interface DesignerFieldKind {
  /** Draws the field's contents on the canvas like the PDF will (position, rotation, selection are the canvas's). */
  body: (props: FieldBodyProps) => ReactNode;
  /** The Content section's editor; none for fixed artwork. */
  Content?: FieldsEditor;
  /** Sections after Text style (a table's columns and styles). */
  sections?: readonly PropertySection[];
  /** The Appearance section's editor: colours and strokes. */
  Appearance?: FieldsEditor;
  /** The Data panel Form's input. */
  Input: ComponentType<inputs.FormInputProps>;
  icon: ReactElement;
}

const textBody = ({ field, value, layout }: FieldBodyProps) => <TextBody field={field} value={value} printed={layout?.text} />;
const imageBody = ({ field, value }: FieldBodyProps) => <ImageBody field={field} value={value} />;
const barcodeBody = ({ field, value }: FieldBodyProps) => <BarcodeBody field={field} value={value} />;
const shapeBody = ({ field }: FieldBodyProps) => <ShapeBody field={field} />;
const markBody =
  (mark: 'check' | 'radio' | 'circle') =>
  ({ field, value }: FieldBodyProps) => <MarkBody field={field} value={value} mark={mark} />;

const barcode = (icon: ReactElement = icons.barcodeIcon): DesignerFieldKind => ({
  body: barcodeBody,
  Content: content.SampleValueEditor,
  Appearance: BarcodeAppearance,
  Input: inputs.TextInput,
  icon,
});
const date = (icon: ReactElement): DesignerFieldKind => ({ body: textBody, Content: content.DateContentEditor, Input: inputs.DateInput, icon });
const shape = (icon: ReactElement, Appearance: FieldsEditor = ShapeAppearance): DesignerFieldKind => ({ body: shapeBody, Appearance, Input: inputs.TextInput, icon });
const mark = (kind: 'check' | 'radio' | 'circle', icon: ReactElement, Appearance: FieldsEditor, Input = inputs.CheckboxInput): DesignerFieldKind => ({
  body: markBody(kind),
  Content: content.MarkedEditor,
  Appearance,
  Input,
  icon,
});

const DESIGNER_KINDS: Readonly<Record<string, DesignerFieldKind>> = {
  text: { body: textBody, Content: content.TextContentEditor, Input: inputs.TextInput, icon: icons.textIcon },
  multiVariableText: { body: textBody, Content: content.MultiVariableTextEditor, Input: inputs.VariablesInput, icon: icons.multiVariableTextIcon },
  image: { body: imageBody, Content: MediaEditor, Input: inputs.PictureInput, icon: icons.imageIcon },
  svg: { body: ({ value }) => <SvgBody value={value} />, Content: MediaEditor, Input: inputs.SvgInput, icon: icons.svgIcon },
  signature: { body: imageBody, Content: MediaEditor, Input: inputs.PictureInput, icon: icons.signatureIcon },
  table: {
    body: ({ field, value, layout }) => <TableBody field={field} value={value} printed={layout?.table} />,
    Content: content.TableRowsEditor,
    sections: [{ title: 'Table', Editor: TableEditor }],
    Input: inputs.TableInput,
    icon: icons.tableIcon,
  },
  list: { body: ({ field, value }) => <ListBody field={field} value={value} />, Content: content.ListItemsEditor, Input: inputs.TextInput, icon: icons.listIcon },
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
  select: { body: textBody, Content: content.SelectContentEditor, Input: inputs.SelectInput, icon: icons.selectIcon },
  checkbox: mark('check', icons.checkboxIcon, MarkAppearance),
  radioGroup: mark('radio', icons.radioGroupIcon, (props) => <MarkAppearance {...props} group />),
  // a circle mark's value has always been read as plain text in the Form (see its catalogue entry)
  circleMark: mark('circle', icons.circleMarkIcon, (props) => <MarkAppearance {...props} strokeWidth />, inputs.TextInput),
};

/** Every type with a designer entry (the tests compare it with the catalogue). */
export const DESIGNER_KIND_TYPES: readonly string[] = Object.keys(DESIGNER_KINDS);

/** A type Platen does not know (a template from a newer pdfme, a typo): said plainly, editable as plain text. */
export const UNKNOWN_FIELD_KIND: DesignerFieldKind = {
  body: ({ field }) => <UnknownBody field={field} />,
  Content: content.SampleValueEditor,
  Input: inputs.TextInput,
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
