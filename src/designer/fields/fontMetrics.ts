/**
 * Vertical metrics of the shipped fonts ((hhea ascent − descent) / unitsPerEm, read from the TTFs), so the canvas
 * puts the first line of text where the PDF does. pdfme places the first baseline one ascent below the top; CSS
 * centres the line box instead, so text would sit ~0.09 em too high without this (pdfme's own designer makes the
 * same correction in getBrowserVerticalFontAdjustments).
 */
import { findShippedFont } from '../../templates/fonts';

const LINE_RATIO: Record<string, number> = {
  Roboto: 2400 / 2048,
  'Noto Sans JP': 1448 / 1000,
};

/** The font's natural line height as a multiple of its size; Roboto's for unknown (uploaded) fonts. */
export function fontLineRatio(fontName: unknown): number {
  const shipped = typeof fontName === 'string' ? findShippedFont(fontName) : undefined;
  return LINE_RATIO[shipped?.family ?? 'Roboto'] ?? LINE_RATIO.Roboto;
}

/**
 * Extra space (pt) above the text for top alignment, or below it for middle/bottom, as pdfme prints it.
 * `measuredRatio` is the engine's reading of the actual font (PlatenApi.layout), which also covers uploaded fonts.
 */
export function verticalAdjustmentPt(
  fontName: unknown,
  fontSize: number,
  lineHeight: number,
  verticalAlignment: string,
  measuredRatio?: number,
): { top: number; bottom: number } {
  const ratio = measuredRatio ?? fontLineRatio(fontName);
  if (verticalAlignment === 'top') return { top: ((ratio - 1) * fontSize) / 2, bottom: 0 };
  return { top: 0, bottom: lineHeight < ratio ? ((ratio - lineHeight) * fontSize) / 2 : 0 };
}
