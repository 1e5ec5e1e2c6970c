/**
 * A colour-setting operator as content-stream text: the one home for it, read by the table's cell shapes
 * (engine/table/drawTable.ts) and by shaped text written as content text (engine/fallbackDrawText.ts), each with its
 * own way of writing a number (operands.ts), so each writes the digits it wrote before.
 */

/** A colour as pdf-lib and pdfme's hex2PrintingColor give it: grey, RGB or CMYK, components from 0 to 1. */
export interface PrintingColor {
  type: string;
  gray?: number;
  red?: number;
  green?: number;
  blue?: number;
  cyan?: number;
  magenta?: number;
  yellow?: number;
  key?: number;
}

/**
 * `g`, `rg` or `k` (fill), `G`, `RG` or `K` (stroke), with `number` writing each component, as pdf-lib's
 * setFillingColor and setStrokingColor write them; undefined for a colour type they would refuse.
 */
export function colourOperatorText(color: PrintingColor, stroke: boolean, number: (value: number) => string): string | undefined {
  const n = (value: number | undefined) => number(value as number);
  if (color.type === 'Grayscale') return `${n(color.gray)} ${stroke ? 'G' : 'g'}`;
  if (color.type === 'RGB') return `${n(color.red)} ${n(color.green)} ${n(color.blue)} ${stroke ? 'RG' : 'rg'}`;
  if (color.type === 'CMYK') return `${n(color.cyan)} ${n(color.magenta)} ${n(color.yellow)} ${n(color.key)} ${stroke ? 'K' : 'k'}`;
  return undefined;
}
