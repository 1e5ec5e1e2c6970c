/**
 * The table field, drawn with pdfme's geometry but without pdfme's per-cell plugin calls (issue #23).
 *
 * pdfme's table plugin draws every cell as a rectangle plugin call (its background) and four line plugin calls (its
 * borders), each through pdf-lib into its own `q … Q` with colour, width and dash, then its text through the text
 * plugin: on the benchmark invoice the 10-row table was two thirds of a warm record. Here the same shapes — the same
 * rectangles, the same strokes of the same thickness at the same places, in the same order — are written once per
 * look as a form (drawCellShapes) placed at each cell of that look, and each cell's text is drawn as the text plugin
 * draws it (drawTextField, plainTextDraw.ts), so wrapping, alignment and the shaping pipeline are pdfme's and ours.
 * The order and the paths are pdfme's on purpose, because rasterisers snap a lone axis-aligned rectangle to whole
 * pixels: drawn as one path per table, row edges printed a pixel softer than pdfme's (pdftoppm), and with all
 * backgrounds first, a cell's thin right border showed where pdfme's next background covers it at screen resolutions.
 *
 * Tables pdfme would lay out another way (tableCells.ts answers null) go to pdfme's plugin unchanged.
 */
import { mm2pt, type PDFRenderProps, type Schema } from '@pdfme/common';
import { PDFOperator, type PDFDocument, type PDFPage, type PDFRef } from '@pdfme/pdf-lib';
import { table as pdfmeTable } from '@pdfme/schemas';
import { hex2PrintingColor } from '@pdfme/schemas/utils';
import { xObjectName } from '../../barcodes/xObjectName';
import { AttachedState } from '../../pdf/attachedState';
import { operandText } from '../../pdf/operands';
import { colourOperatorText, type PrintingColor } from '../../pdf/colourOperands';
import { tableCells, type TableCell } from './tableCells';
import { allRowHeights } from './tableHeights';
import { drawTextRemembered } from '../repeatedTextDraws';
import { drawTextField } from '../plainTextDraw';
import { directionSetting } from '../../../templates/textDirection';

type RenderArg = PDFRenderProps<Schema>;

const NO_SIDES = { top: 0, right: 0, bottom: 0, left: 0 };

/** A content-stream number: 5 decimals, as pdfLibFastPaths writes pdf-lib's operands (pt). */
const num = (value: number): string => operandText(value, 5);

/** `r g b rg` (fill) or `r g b RG` (stroke), in the document's colour type as pdfme converts it. */
function colorOperator(hex: string, colorType: unknown, stroke: boolean): string {
  const color = hex2PrintingColor(hex, colorType as never) as PrintingColor;
  // hex2PrintingColor answers RGB or CMYK, which colourOperatorText always writes
  return colourOperatorText(color, stroke, num) as string;
}

/** pdfme's line plugin draws a border as a horizontal stroke as thick as the box is tall (pt, bottom-left origin). */
interface Stroke {
  x: number;
  y: number;
  length: number;
  thickness: number;
}

/**
 * The four border strokes of a cell where pdfme's cell plugin puts them, in pt from the cell's bottom-left corner
 * (zero-sized sides are skipped, as there). The sides' boxes are in mm from its top-left corner, as pdfme's are.
 */
function cellBorderStrokes(cell: TableCell): Stroke[] {
  const { width, height } = cell;
  const side = cell.style.lineWidth;
  const top = mm2pt(height);
  const boxes = [
    [0, 0, width, side.top],
    [width - side.right, 0, side.right, height],
    [0, height - side.bottom, width, side.bottom],
    [0, 0, side.left, height],
  ];
  const strokes: Stroke[] = [];
  for (const [bx, by, bw, bh] of boxes) {
    if (bw === 0 || bh === 0) continue;
    const thickness = mm2pt(bh);
    const bottom = top - mm2pt(by) - thickness;
    strokes.push({ x: mm2pt(bx), y: bottom + thickness / 2, length: mm2pt(bw), thickness });
  }
  return strokes;
}

/**
 * A cell's background, then its borders, as content-stream text in one `q … Q` (pt from the cell's bottom-left
 * corner), or '' when it has neither.
 */
function cellShapes(cell: TableCell, colorType: unknown): string {
  const { backgroundColor, lineColor } = cell.style;
  const lines: string[] = [];
  if (backgroundColor) {
    lines.push(colorOperator(backgroundColor, colorType, false), `0 0 ${num(mm2pt(cell.width))} ${num(mm2pt(cell.height))} re f`);
  }
  const strokes = lineColor ? cellBorderStrokes(cell) : [];
  if (strokes.length > 0) lines.push(colorOperator(lineColor, colorType, true), '[] 0 d');
  let width = -1;
  for (const s of strokes) {
    if (s.thickness !== width) lines.push(`${num((width = s.thickness))} w`);
    lines.push(`${num(s.x)} ${num(s.y)} m ${num(s.x + s.length)} ${num(s.y)} l S`);
  }
  return lines.length > 0 ? ['q', ...lines, 'Q'].join('\n') : '';
}

/** Cell shapes as Form XObjects, one per distinct look in a document (size, colours, border widths: cellLook). */
const cellFormsByDocument = new AttachedState<PDFDocument, Map<string, PDFRef | null>>('cell forms');

/** What decides a cell's background and borders (cellShapes), as a key: computed per cell, cheaper than the shapes. */
function cellLook(cell: TableCell, colorType: unknown): string {
  const { backgroundColor, lineColor, lineWidth } = cell.style;
  return `${cell.width} ${cell.height} ${backgroundColor} ${lineColor} ${lineWidth.top} ${lineWidth.right} ${lineWidth.bottom} ${lineWidth.left} ${colorType}`;
}

/**
 * A margin around a cell form's bounding box (pt): the box clips the form, and a clip edge on the cell's edge would
 * cut the anti-aliased fringe of its background and borders, which pdfme's page-level drawing does not.
 */
const FORM_MARGIN = 4;

/**
 * Draws a cell's background and borders as one shared form placed at the cell's corner: the rows of a table repeat a
 * handful of looks, so each page carries `q 1 0 0 1 x y cm /CellN Do Q` per cell instead of its strokes (an invoice
 * page's content shrinks by a third), with the same shapes in the same order as before.
 */
function drawCellShapes(page: PDFPage, cell: TableCell, pageHeight: number, colorType: unknown): void {
  const doc = page.doc;
  let forms = cellFormsByDocument.get(doc);
  if (!forms) cellFormsByDocument.set(doc, (forms = new Map()));
  const look = cellLook(cell, colorType);
  let form = forms.get(look);
  if (form === undefined) {
    const content = cellShapes(cell, colorType);
    const bbox = [-FORM_MARGIN, -FORM_MARGIN, mm2pt(cell.width) + FORM_MARGIN, mm2pt(cell.height) + FORM_MARGIN];
    form = content ? doc.context.register(doc.context.formXObject([PDFOperator.of(content as never)], { BBox: bbox })) : null;
    forms.set(look, form);
  }
  if (!form) return;
  const name = xObjectName(page, form, 'Cell');
  const x = num(mm2pt(cell.x));
  const y = num(pageHeight - mm2pt(cell.y) - mm2pt(cell.height));
  pushContent(page, `q 1 0 0 1 ${x} ${y} cm ${name.toString()} Do Q`);
}

/** The table's outline as pdfme's rectangle plugin strokes it (inset by half its width), or ''. */
function outlineShape(schema: Schema, outline: { x: number; y: number; width: number; height: number }, pageHeight: number, colorType: unknown): string {
  const styles = schema.tableStyles as { borderWidth?: number; borderColor?: string } | undefined;
  if (!styles?.borderWidth || !styles.borderColor) return '';
  const border = mm2pt(styles.borderWidth);
  const width = mm2pt(outline.width);
  const height = mm2pt(outline.height);
  const x = mm2pt(outline.x) + border / 2;
  const y = pageHeight - mm2pt(outline.y) - height + border / 2;
  return ['q', colorOperator(styles.borderColor, colorType, true), `${num(border)} w`, `${num(x)} ${num(y)} ${num(width - border)} ${num(height - border)} re`, 'S', 'Q'].join('\n');
}

function pushContent(page: PDFPage, content: string): void {
  if (content) page.pushOperators(PDFOperator.of(content as never));
}

/**
 * A cell's text as pdfme's cell plugin hands it to the text plugin: its content box, no box decoration. Drawn by
 * drawTextField (plainTextDraw.ts), whose look for the cell's schema, made afresh per cell, is kept by `design`.
 */
function drawCellText(arg: RenderArg, cell: TableCell): Promise<void> | void {
  if (!cell.text) return; // the text plugin draws nothing for an empty value
  const { style } = cell;
  const left = style.lineWidth.left + style.cellPadding.left;
  const top = style.lineWidth.top + style.cellPadding.top;
  const right = style.lineWidth.right + style.cellPadding.right;
  const bottom = style.lineWidth.bottom + style.cellPadding.bottom;
  const schema = {
    name: '',
    type: 'text',
    position: { x: cell.x + left, y: cell.y + top },
    width: Math.max(0, cell.width - left - right),
    height: Math.max(0, cell.height - top - bottom),
    fontName: style.fontName,
    alignment: style.alignment,
    verticalAlignment: style.verticalAlignment,
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
    characterSpacing: style.characterSpacing,
    backgroundColor: '',
    fontColor: style.textColor,
    borderColor: '',
    borderWidth: NO_SIDES,
    padding: NO_SIDES,
  };
  // What the text plugin reads: this schema (the values that vary are these), the table's direction, the page, the text.
  const look = [schema.position.x, schema.position.y, schema.width, schema.height, schema.fontName, schema.alignment, schema.verticalAlignment,
    schema.fontSize, schema.lineHeight, schema.characterSpacing, schema.fontColor, directionSetting(arg.schema as never), arg.page.getHeight()];
  const design = `cell\u0000${look.join('\u0001')}`;
  return drawTextRemembered(arg.page, `${design}\u0000${cell.text}`, () => drawTextField({ ...arg, value: cell.text, schema } as never, design));
}

/** The table plugin's pdf renderer: pdfme's layout and look, written as plain content where tableCells knows how. */
export async function drawTable(arg: RenderArg): Promise<void> {
  const { schema, value, page, options, basePdf, _cache } = arg;
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? []);
  const measured = tableCells(schema, text, () => allRowHeights(text, { schema, basePdf, options, _cache } as never));
  const cells = measured && (await measured);
  if (!cells) return pdfmeTable.pdf(arg as never);
  const pageHeight = page.getHeight();
  for (const cell of cells.cells) {
    drawCellShapes(page, cell, pageHeight, options.colorType);
    await drawCellText(arg, cell);
  }
  pushContent(page, outlineShape(schema, cells.outline, pageHeight, options.colorType));
}
