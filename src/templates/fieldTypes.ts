/**
 * The catalogue of pdfme 6.1.13's built-in field types, as plain data: what the palette shows, how big a new field
 * is, which properties it starts with, and the traits every layer reads instead of keeping its own list of types
 * (what value a record gives it, which text style it takes, whether it is a barcode or a shape…). The defaults mirror
 * each plugin's `propPanel.defaultSchema` in @pdfme/schemas (read from node_modules, not imported: src/templates must
 * not pull pdfme into the main bundle); tests/unit/templates/fieldTypes.test.ts checks every id and default against
 * the real plugins, and tests/unit/templates/fieldKinds.test.ts that every type has a renderer, a designer entry and
 * an icon. A new field type is this entry, a worker plugin (src/worker/engine/plugins.ts), a designer entry
 * (src/designer/fieldKinds/registry.tsx) and an icon (src/designer/panels/icons.tsx). A new value kind adds its
 * module in src/templates/valueKinds and its designer folder src/designer/fieldKinds/<kind>/.
 */
import { barcodeRule, type BarcodeType } from './barcodeRules';
import type { FieldSchema, PositionMm } from './types';
import { mm, type Mm } from './units';

export type FieldGroup = 'Text' | 'Media' | 'Barcodes' | 'Shapes' | 'Data' | 'Form';

/** Palette sections, in display order. */
export const FIELD_GROUPS: readonly FieldGroup[] = ['Text', 'Media', 'Data', 'Barcodes', 'Shapes', 'Form'];

/**
 * What a record gives a field of this type, which decides how a cell is converted and checked and which input the
 * Form shows: plain text, a JSON object of {variables}, a barcode value, a PNG/JPEG data URL, SVG markup, JSON rows,
 * JSON list items, a stored date, 'true'/'false', one of the options; 'none' for fixed artwork that never reads one.
 */
export type ValueKind =
  | 'text' | 'multiVariableText' | 'barcode' | 'image' | 'svg' | 'table' | 'list' | 'date' | 'checkbox' | 'select' | 'none';

/** Which parts a date-like field stores: 'yyyy/MM/dd', 'HH:mm' or 'yyyy/MM/dd HH:mm'. */
export type DateParts = 'date' | 'time' | 'dateTime';

export interface FieldTraits {
  value: ValueKind;
  /** Whether the field has content to fill or print (false for shapes, which only draw themselves). */
  hasContent: boolean;
  /** The text style it takes: the whole of pdfme's text style, the date pickers' subset, or none. */
  textStyle: 'full' | 'basic' | null;
  /** The property holding wording the user types on the canvas ({placeholders} in fixed text, overflow checks). */
  wording?: 'content' | 'text';
  /** Whether a value format (number, currency, percent, date) may print its value. */
  valueFormat: boolean;
  /** What the worker measures for the canvas to copy: printed text lines, table rows, or nothing. */
  canvasLayout: 'text' | 'table' | null;
  dateParts?: DateParts;
  /**
   * Barcodes: whether the symbol is linear (prints its value under the bars), whether its digits go in the retail
   * groups of EAN/UPC (first digit left of the bars, the halves under their halves, guards between), and what it can
   * encode.
   */
  barcode?: { linear: boolean; digitGroups: boolean; check: (value: string) => string | null };
  /** Shapes: drawn from the field's own box and colours. */
  shape?: 'line' | 'rectangle' | 'ellipse';
  /** Whether the field takes a font (fontName), directly or in its table styles. */
  usesFont: boolean;
  /**
   * What it is in a tagged PDF's structure tree (PDF/UA, src/templates/accessibility.ts): words a screen reader reads
   * ('text' → P or a heading), a picture described by its alternative text ('figure'), rows and cells ('table'),
   * items ('list'), or drawing only ('decoration' → an artifact, skipped by readers).
   */
  structure: 'text' | 'figure' | 'table' | 'list' | 'decoration';
  /**
   * Whether a record page's compiled form may draw it once for every record (src/worker/engine/staticForm.ts):
   * 'always' for shapes, which ignore their value; 'whenFixed' for a read-only field whose content has no
   * {placeholders}; never for the rest (barcodes, tables, lists, dates… are drawn per record).
   */
  compiles?: 'always' | 'whenFixed';
  /** Whether its ink stays inside its box, give or take a stroke or a glyph's overhang (text may print past it). */
  inkInBox: boolean;
  /**
   * Whether dynamic layout sizes its box to the rows or items it holds on each page (tables, lists), so with dynamic
   * layout on, its ink stays in the box it is given (src/worker/engine/staticForm.ts). An expanding text grows too,
   * but by lines its renderer wraps: that is measured, not a trait.
   */
  growsWithRows?: boolean;
}

export interface FieldType extends FieldTraits {
  /** pdfme's schema type id, e.g. 'multiVariableText', 'code128'. */
  type: string;
  /** As the palette, the properties panel and messages show it: the one spelling. */
  label: string;
  group: FieldGroup;
  defaultWidthMm: Mm;
  defaultHeightMm: Mm;
  /** Type-specific properties a new field starts with (everything but name, type, position, width, height). */
  defaults: Readonly<Record<string, unknown>>;
}

const NO_BOX = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * pdfme's text plugin defaults, shared by every text-like type (text, multi-variable text, list, select): also what a
 * field without the property prints with, so what the Properties panel shows for it.
 */
export const TEXT_STYLE = {
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

type TraitsIn = Pick<FieldTraits, 'value'> & Partial<Omit<FieldTraits, 'value' | 'hasContent'>>;
/** Values whose drawing stays in the field's box: shapes, pictures, SVG and barcode symbols. */
const INK_IN_BOX = new Set<ValueKind>(['none', 'image', 'svg', 'barcode']);

const TEXT: TraitsIn = { value: 'text', textStyle: 'full', canvasLayout: 'text', usesFont: true };
const DATE = (dateParts: DateParts): TraitsIn => ({ value: 'date', textStyle: 'basic', canvasLayout: 'text', usesFont: true, dateParts });
const SHAPE_OF = (shape: FieldTraits['shape']): TraitsIn => ({ value: 'none', shape });
const MARK: TraitsIn = { value: 'checkbox', structure: 'figure' };

/** The structure a value kind has unless the entry says otherwise (a circle mark stores text but draws a mark). */
const STRUCTURE_OF_VALUE: Record<ValueKind, FieldTraits['structure']> = {
  text: 'text', multiVariableText: 'text', date: 'text', select: 'text', barcode: 'figure', image: 'figure', svg: 'figure',
  checkbox: 'figure', table: 'table', list: 'list', none: 'decoration',
};

function entry(
  type: string,
  label: string,
  group: FieldGroup,
  size: [number, number],
  defaults: Record<string, unknown>,
  traits: TraitsIn,
): FieldType {
  return {
    type,
    label,
    group,
    defaultWidthMm: mm(size[0]),
    defaultHeightMm: mm(size[1]),
    defaults,
    hasContent: traits.value !== 'none',
    textStyle: null,
    valueFormat: false,
    canvasLayout: null,
    usesFont: false,
    structure: STRUCTURE_OF_VALUE[traits.value],
    compiles: traits.value === 'none' ? 'always' : undefined,
    inkInBox: INK_IN_BOX.has(traits.value),
    ...traits,
  };
}

/**
 * A barcode entry: its rule from barcodeRules.ts, linear when pdfme gives it human-readable text (`includetext`);
 * `digitGroups` for the EAN/UPC family, whose digits a retail label prints in groups between the guard bars.
 */
function barcode(type: BarcodeType, label: string, size: [number, number], defaults: Record<string, unknown>, digitGroups = false): FieldType {
  return entry(type, label, 'Barcodes', size, defaults, { value: 'barcode', barcode: { linear: 'includetext' in defaults, digitGroups, check: barcodeRule(type) } });
}

/** Every built-in pdfme field type, in palette order. */
export const FIELD_TYPES: readonly FieldType[] = [
  entry('text', 'Text', 'Text', [45, 10], { content: 'Type Something...', ...TEXT_STYLE }, { ...TEXT, wording: 'content', valueFormat: true, compiles: 'whenFixed' }),
  entry(
    'multiVariableText',
    'Multi-variable text',
    'Text',
    [50, 15],
    // `text` holds the wording with {variables}; `content` is a JSON object of variable -> value.
    { content: '{}', ...TEXT_STYLE, readOnly: false, text: 'Add text here using {} for variables ', variables: [] },
    { ...TEXT, value: 'multiVariableText', wording: 'text' },
  ),
  // pdfme's image and signature defaults carry a sample picture; an empty field reads better as "drop an image here".
  entry('image', 'Image', 'Media', [40, 40], { content: '', rotate: 0, opacity: 1 }, { value: 'image', compiles: 'whenFixed' }),
  entry('svg', 'SVG', 'Media', [40, 50], {
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 50"><rect x="1" y="1" width="38" height="48" rx="4" fill="none" stroke="#000000" stroke-width="2"/></svg>',
  }, { value: 'svg', compiles: 'whenFixed' }),
  entry('signature', 'Signature', 'Media', [62.5, 37.5], { content: '' }, { value: 'image' }),
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
    { value: 'table', canvasLayout: 'table', usesFont: true, growsWithRows: true },
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
    // the canvas draws list markers itself (ListBody); the worker measures nothing for it
    { value: 'list', textStyle: 'full', usesFont: true, growsWithRows: true },
  ),
  barcode('qrcode', 'QR code', [30, 30], { content: 'https://pdfme.com/', ...BARCODE_COLOURS }),
  barcode('ean13', 'EAN-13', [40, 16], { content: '2112345678900', ...LINEAR_BARCODE }, true),
  barcode('ean8', 'EAN-8', [40, 20], { content: '02345673', ...LINEAR_BARCODE }, true),
  // pdfme's Code 39 default has no rotate property (it still rotates when one is set).
  barcode('code39', 'Code 39', [40, 20], { content: 'THIS IS CODE 39', ...withoutRotate(LINEAR_BARCODE) }),
  barcode('code128', 'Code 128', [40, 20], { content: 'This is Code 128!', ...LINEAR_BARCODE }),
  barcode('nw7', 'NW-7 (Codabar)', [40, 20], { content: 'A0123456789B', ...LINEAR_BARCODE }),
  barcode('itf14', 'ITF-14', [40, 12], { content: '04601234567893', ...LINEAR_BARCODE }),
  barcode('upca', 'UPC-A', [40, 16], { content: '416000336108', ...LINEAR_BARCODE }, true),
  barcode('upce', 'UPC-E', [40, 20], { content: '00123457', ...LINEAR_BARCODE }, true),
  barcode('japanpost', 'Japan Post', [80, 7.2], { content: '6540123789-A-K-Z', ...LINEAR_BARCODE }),
  barcode('gs1datamatrix', 'GS1 DataMatrix', [30, 30], {
    content: '(01)03453120000011(17)191125(10)ABCD1234',
    ...BARCODE_COLOURS,
  }),
  barcode('pdf417', 'PDF417', [40, 16], { content: 'This is PDF417!', ...BARCODE_COLOURS }),
  entry('line', 'Line', 'Shapes', [50, 0.5], { rotate: 0, opacity: 1, readOnly: true, color: '#000000' }, SHAPE_OF('line')),
  entry('rectangle', 'Rectangle', 'Shapes', [62.5, 37.5], { ...SHAPE }, SHAPE_OF('rectangle')),
  entry('ellipse', 'Ellipse', 'Shapes', [62.5, 37.5], { ...SHAPE }, SHAPE_OF('ellipse')),
  // pdfme puts today's date in its defaults; a fixed sample keeps createField pure and templates reproducible.
  entry('date', 'Date', 'Form', [50, 10], { format: 'MM/dd/yyyy', content: '2025/01/15', ...DATE_STYLE }, DATE('date')),
  entry('time', 'Time', 'Form', [50, 10], { format: 'HH:mm', content: '09:30', ...DATE_STYLE }, DATE('time')),
  entry(
    'dateTime',
    'Date & time',
    'Form',
    [50, 10],
    { format: 'MM/dd/yyyy hh:mm aa', content: '2025/01/15 09:30', ...DATE_STYLE },
    DATE('dateTime'),
  ),
  entry('select', 'Select', 'Form', [45, 10], { content: 'option1', ...TEXT_STYLE, options: ['option1', 'option2'] }, { ...TEXT, value: 'select' }),
  entry('checkbox', 'Checkbox', 'Form', [8, 8], { content: 'false', color: '#000000' }, MARK),
  entry('radioGroup', 'Radio group', 'Form', [8, 8], { content: 'false', group: 'MyGroup', color: '#000000' }, MARK),
  entry('circleMark', 'Circle mark', 'Form', [10, 10], {
    content: 'false',
    rotate: 0,
    opacity: 1,
    color: '#000000',
    borderWidth: 1,
    // stores 'true'/'false' like a checkbox, but the data side has always treated its value as plain text
  }, { value: 'text', structure: 'figure' }),
];

const BY_TYPE = new Map(FIELD_TYPES.map((fieldType) => [fieldType.type, fieldType]));

/** The catalogue entry for a pdfme type id, if it is a built-in type. */
export function findFieldType(type: string): FieldType | undefined {
  return BY_TYPE.get(type);
}

/** Whether the type is one of pdfme's barcodes (QR, DataMatrix, PDF417 and the linear ones). */
export function isBarcodeType(type: string): type is BarcodeType {
  return BY_TYPE.get(type)?.barcode !== undefined;
}

/** Whether the barcode's human-readable digits go in EAN/UPC's groups between the guard bars, not in one run. */
export function printsDigitGroups(type: string): boolean {
  return BY_TYPE.get(type)?.barcode?.digitGroups === true;
}

/** Whether the barcode prints human-readable text under its bars (an `includetext` option). */
export function isLinearBarcodeType(type: string): boolean {
  return BY_TYPE.get(type)?.barcode?.linear === true;
}

/** Whether fields of this type draw themselves and never read a record (shapes). Unknown types are not. */
export function isDecorativeType(type: string): boolean {
  return BY_TYPE.get(type)?.value === 'none';
}

/** What a record gives a field of this type; undefined for a type the catalogue does not know. */
export function valueKindOfType(type: string): ValueKind | undefined {
  return BY_TYPE.get(type)?.value;
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
