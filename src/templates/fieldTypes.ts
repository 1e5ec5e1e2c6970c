/**
 * The catalogue of pdfme 6.1.13's built-in field types, as plain data: what the palette shows, how big a new field
 * is, and which properties it starts with. The defaults mirror each plugin's `propPanel.defaultSchema` in
 * @pdfme/schemas (read from node_modules, not imported: src/templates must not pull pdfme into the main bundle);
 * tests/unit/templates/fieldTypes.test.ts checks every id and default against the real plugins.
 */
import type { FieldSchema, PositionMm } from './types';
import { mm, type Mm } from './units';

export type FieldGroup = 'Text' | 'Media' | 'Barcodes' | 'Shapes' | 'Data' | 'Form';

/** Palette sections, in display order. */
export const FIELD_GROUPS: readonly FieldGroup[] = ['Text', 'Media', 'Data', 'Barcodes', 'Shapes', 'Form'];

export interface FieldType {
  /** pdfme's schema type id, e.g. 'multiVariableText', 'code128'. */
  type: string;
  /** As the palette shows it. */
  label: string;
  group: FieldGroup;
  defaultWidthMm: Mm;
  defaultHeightMm: Mm;
  /** Type-specific properties a new field starts with (everything but name, type, position, width, height). */
  defaults: Readonly<Record<string, unknown>>;
  /** Whether the field takes a font (fontName), directly or in its table styles. */
  usesFont: boolean;
}

const NO_BOX = { top: 0, right: 0, bottom: 0, left: 0 };

/** pdfme's text plugin defaults, shared by every text-like type (text, multi-variable text, list, select). */
const TEXT_STYLE = {
  rotate: 0,
  alignment: 'left',
  verticalAlignment: 'top',
  fontSize: 13,
  textFormat: 'plain',
  overflow: 'visible',
  fontVariantFallback: 'synthetic',
  lineHeight: 1,
  characterSpacing: 0,
  fontColor: '#000000',
  backgroundColor: '',
  borderColor: '#000000',
  borderWidth: NO_BOX,
  padding: NO_BOX,
  opacity: 1,
  strikethrough: false,
  underline: false,
} as const;

/** pdfme's date plugins share these; their content is stored as 'yyyy/MM/dd HH:mm' whatever `format` displays. */
const DATE_STYLE = {
  rotate: 0,
  alignment: 'left',
  fontSize: 13,
  characterSpacing: 0,
  fontColor: '#000000',
  backgroundColor: '',
  opacity: 1,
} as const;

const BARCODE_COLOURS = { backgroundColor: '#ffffff', barColor: '#000000', rotate: 0, opacity: 1 } as const;
const LINEAR_BARCODE = { ...BARCODE_COLOURS, textColor: '#000000', includetext: true } as const;

const SHAPE = { rotate: 0, opacity: 1, borderWidth: 1, borderColor: '#000000', color: '', readOnly: true, radius: 0 } as const;

const TABLE_CELL_PADDING = { top: 5, right: 5, bottom: 5, left: 5 };

function withoutRotate<T extends { rotate: number }>(style: T): Omit<T, 'rotate'> {
  const { rotate: _rotate, ...rest } = style;
  return rest;
}

function entry(
  type: string,
  label: string,
  group: FieldGroup,
  size: [number, number],
  defaults: Record<string, unknown>,
  usesFont = false,
): FieldType {
  return { type, label, group, defaultWidthMm: mm(size[0]), defaultHeightMm: mm(size[1]), defaults, usesFont };
}

/** Every built-in pdfme field type, in palette order. */
export const FIELD_TYPES: readonly FieldType[] = [
  entry('text', 'Text', 'Text', [45, 10], { content: 'Type Something...', ...TEXT_STYLE }, true),
  entry(
    'multiVariableText',
    'Multi-variable text',
    'Text',
    [50, 15],
    // `text` holds the wording with {variables}; `content` is a JSON object of variable -> value.
    { content: '{}', ...TEXT_STYLE, readOnly: false, text: 'Add text here using {} for variables ', variables: [] },
    true,
  ),
  // pdfme's image and signature defaults carry a sample picture; an empty field reads better as "drop an image here".
  entry('image', 'Image', 'Media', [40, 40], { content: '', rotate: 0, opacity: 1 }),
  entry('svg', 'SVG', 'Media', [40, 50], {
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 50"><rect x="1" y="1" width="38" height="48" rx="4" fill="none" stroke="#000000" stroke-width="2"/></svg>',
  }),
  entry('signature', 'Signature', 'Media', [62.5, 37.5], { content: '' }),
  entry(
    'table',
    'Table',
    'Data',
    [150, 20],
    {
      content: JSON.stringify([
        ['Alice', 'New York', 'Alice is a freelance web designer and developer'],
        ['Bob', 'Paris', 'Bob is a freelance illustrator and graphic designer'],
      ]),
      showHead: true,
      repeatHead: false,
      head: ['Name', 'City', 'Description'],
      headWidthPercentages: [30, 30, 40],
      tableStyles: { borderColor: '#000000', borderWidth: 0.3 },
      headStyles: {
        alignment: 'left',
        verticalAlignment: 'middle',
        fontSize: 13,
        lineHeight: 1,
        characterSpacing: 0,
        fontColor: '#ffffff',
        backgroundColor: '#2980ba',
        borderColor: '',
        borderWidth: NO_BOX,
        padding: TABLE_CELL_PADDING,
      },
      bodyStyles: {
        alignment: 'left',
        verticalAlignment: 'middle',
        fontSize: 13,
        lineHeight: 1,
        characterSpacing: 0,
        fontColor: '#000000',
        backgroundColor: '',
        borderColor: '#888888',
        borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 },
        padding: TABLE_CELL_PADDING,
        alternateBackgroundColor: '#f5f5f5',
      },
      columnStyles: {},
    },
    true,
  ),
  entry(
    'list',
    'List',
    'Data',
    [80, 20],
    {
      content: JSON.stringify(['First item', 'Second item']),
      ...TEXT_STYLE,
      listStyle: 'bullet',
      markerWidth: 6,
      markerGap: 2,
      indentSize: 6,
      itemSpacing: 1,
    },
    true,
  ),
  entry('qrcode', 'QR code', 'Barcodes', [30, 30], { content: 'https://pdfme.com/', ...BARCODE_COLOURS }),
  entry('ean13', 'EAN-13', 'Barcodes', [40, 16], { content: '2112345678900', ...LINEAR_BARCODE }),
  entry('ean8', 'EAN-8', 'Barcodes', [40, 20], { content: '02345673', ...LINEAR_BARCODE }),
  // pdfme's Code 39 default has no rotate property (it still rotates when one is set).
  entry('code39', 'Code 39', 'Barcodes', [40, 20], { content: 'THIS IS CODE 39', ...withoutRotate(LINEAR_BARCODE) }),
  entry('code128', 'Code 128', 'Barcodes', [40, 20], { content: 'This is Code 128!', ...LINEAR_BARCODE }),
  entry('nw7', 'NW-7', 'Barcodes', [40, 20], { content: 'A0123456789B', ...LINEAR_BARCODE }),
  entry('itf14', 'ITF-14', 'Barcodes', [40, 12], { content: '04601234567893', ...LINEAR_BARCODE }),
  entry('upca', 'UPC-A', 'Barcodes', [40, 16], { content: '416000336108', ...LINEAR_BARCODE }),
  entry('upce', 'UPC-E', 'Barcodes', [40, 20], { content: '00123457', ...LINEAR_BARCODE }),
  entry('japanpost', 'Japan Post', 'Barcodes', [80, 7.2], { content: '6540123789-A-K-Z', ...LINEAR_BARCODE }),
  entry('gs1datamatrix', 'GS1 DataMatrix', 'Barcodes', [30, 30], {
    content: '(01)03453120000011(17)191125(10)ABCD1234',
    ...BARCODE_COLOURS,
  }),
  entry('pdf417', 'PDF417', 'Barcodes', [40, 16], { content: 'This is PDF417!', ...BARCODE_COLOURS }),
  entry('line', 'Line', 'Shapes', [50, 0.5], { rotate: 0, opacity: 1, readOnly: true, color: '#000000' }),
  entry('rectangle', 'Rectangle', 'Shapes', [62.5, 37.5], { ...SHAPE }),
  entry('ellipse', 'Ellipse', 'Shapes', [62.5, 37.5], { ...SHAPE }),
  // pdfme puts today's date in its defaults; a fixed sample keeps createField pure and templates reproducible.
  entry('date', 'Date', 'Form', [50, 10], { format: 'MM/dd/yyyy', content: '2025/01/15', ...DATE_STYLE }, true),
  entry('time', 'Time', 'Form', [50, 10], { format: 'HH:mm', content: '09:30', ...DATE_STYLE }, true),
  entry(
    'dateTime',
    'Date & time',
    'Form',
    [50, 10],
    { format: 'MM/dd/yyyy hh:mm aa', content: '2025/01/15 09:30', ...DATE_STYLE },
    true,
  ),
  entry('select', 'Select', 'Form', [45, 10], { content: 'option1', ...TEXT_STYLE, options: ['option1', 'option2'] }, true),
  entry('checkbox', 'Checkbox', 'Form', [8, 8], { content: 'false', color: '#000000' }),
  entry('radioGroup', 'Radio group', 'Form', [8, 8], { content: 'false', group: 'MyGroup', color: '#000000' }),
  entry('circleMark', 'Circle mark', 'Form', [10, 10], {
    content: 'false',
    rotate: 0,
    opacity: 1,
    color: '#000000',
    borderWidth: 1,
  }),
];

const BY_TYPE = new Map(FIELD_TYPES.map((fieldType) => [fieldType.type, fieldType]));

/** The catalogue entry for a pdfme type id, if it is a built-in type. */
export function findFieldType(type: string): FieldType | undefined {
  return BY_TYPE.get(type);
}

/** Whether the type is one of pdfme's barcodes (QR, DataMatrix, PDF417 and the linear ones). */
export function isBarcodeType(type: string): boolean {
  return BY_TYPE.get(type)?.group === 'Barcodes';
}

/** Whether the barcode prints human-readable text under its bars (an `includetext` option). */
export function isLinearBarcodeType(type: string): boolean {
  return isBarcodeType(type) && 'includetext' in (BY_TYPE.get(type)?.defaults ?? {});
}

/** Whether pdfme treats fields of this type as fixed artwork by default (shapes): not filled from data. */
export function isStaticByDefault(type: string): boolean {
  return BY_TYPE.get(type)?.defaults.readOnly === true;
}

/**
 * A new field of a built-in type with pdfme's defaults, its top-left corner at `positionMm` (mm).
 * Pure: the caller names it uniquely (see naming.ts) and the store gives it an id. Unknown types throw, because
 * only the palette calls this with ids from FIELD_TYPES.
 */
export function createField(type: string, name: string, positionMm: PositionMm): FieldSchema {
  const fieldType = BY_TYPE.get(type);
  if (!fieldType) throw new Error(`Unknown field type "${type}"`);
  return {
    // Deep copy so edits to one field's nested styles never reach the catalogue or another field.
    ...(structuredClone(fieldType.defaults) as Record<string, unknown>),
    name,
    type,
    position: { x: positionMm.x, y: positionMm.y },
    width: fieldType.defaultWidthMm,
    height: fieldType.defaultHeightMm,
  };
}
