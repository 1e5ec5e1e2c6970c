/**
 * Small helpers so the gallery's templates read like a layout sketch: a field is its type, its name and its box in
 * mm, and starts from the catalogue's defaults like a field dropped from the palette.
 */
import { createField } from '../fieldTypes';
import type { BlankPdf, FieldSchema } from '../types';

/** [x, y, width, height] in mm from the page's top-left corner. */
export type Box = [number, number, number, number];

/** A field filled from data (or a fixed one, with readOnly: true in props). */
export function field(type: string, name: string, [x, y, width, height]: Box, props: Record<string, unknown> = {}): FieldSchema {
  return { ...createField(type, name, { x, y }), width, height, ...props };
}

/** Fixed text printed on every document (pdfme's readOnly text; {placeholders} are filled in). */
export function fixedText(name: string, content: string, box: Box, props: Record<string, unknown> = {}): FieldSchema {
  return field('text', name, box, { readOnly: true, content, ...props });
}

/** A blank page, mm; padding is [top, right, bottom, left] and is where long tables break. */
export function blankPage(
  width: number,
  height: number,
  padding: [number, number, number, number],
  staticSchema?: FieldSchema[],
): BlankPdf {
  return staticSchema ? { width, height, padding, staticSchema } : { width, height, padding };
}

export const BOLD = { fontName: 'Roboto-Bold' } as const;
export const ITALIC = { fontName: 'Roboto-Italic' } as const;

/** Cell styles for gallery tables: compact 9–10 pt rows instead of pdfme's 13 pt sample. */
export function tableStyles(accent: string, fontSize = 9) {
  const box = (value: number) => ({ top: value, right: value, bottom: value, left: value });
  return {
    tableStyles: { borderColor: '#c8c8c8', borderWidth: 0.2 },
    headStyles: {
      alignment: 'left',
      verticalAlignment: 'middle',
      fontSize,
      lineHeight: 1,
      characterSpacing: 0,
      fontColor: '#ffffff',
      backgroundColor: accent,
      borderColor: '',
      borderWidth: box(0),
      padding: box(2),
      fontName: 'Roboto-Bold',
    },
    bodyStyles: {
      alignment: 'left',
      verticalAlignment: 'middle',
      fontSize,
      lineHeight: 1,
      characterSpacing: 0,
      fontColor: '#222222',
      backgroundColor: '',
      borderColor: '#dddddd',
      borderWidth: box(0.1),
      padding: box(2),
      alternateBackgroundColor: '#f4f7f9',
    },
  };
}

/** Formats a number as money with two decimals and thousands separators (sample data only). */
export function money(value: number): string {
  return value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
