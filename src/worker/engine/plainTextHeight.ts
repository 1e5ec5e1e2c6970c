/**
 * The height pdfme's dynamic layout gives a plain text that expands, worked out without its async measuring (issue
 * #23). staticForm.ts asks, for every record, how far a record's text runs below its box (a fixed field under it can
 * then not go into the page's form), and pdfme's `getDynamicLayoutForText` → `measureTextLines` answered it through
 * promises, its font lookups and `splitTextToSize`: a twentieth of a warm invoice. Here the lines come from
 * plainTextDraw.ts's `splitLines` (pdfme's splitting, proved by the bytes it draws) and the heights from pdfme's own
 * formulas (text/measure.ts's measurePlainTextLineHeights, dynamicTemplate.ts's getTextLineHeightsWithBox), summed in
 * the same order, so the figure is the same number (plainTextHeight.test.ts compares it with pdfme's).
 *
 * Undefined where pdfme would measure otherwise (inline markdown, Japanese, a field type that does not expand) or the
 * font is not loaded yet: the caller then asks pdfme.
 */
import { getFallbackFontName, mm2pt, pt2mm, type Font, type Schema } from '@pdfme/common';
import { fontHeight, isInlineMarkdownText, JAPANESE, sides, splitLines, widthsOf, type MeasuredFont } from './plainTextDraw';

/**
 * The height (mm) that pdfme's `getDynamicLayoutForText` gives `value` in the text field `schema` set to expand, at
 * `fontSize` (pt) and without a dynamic font size: its lines' heights with the box's insets where they are taller than
 * the box, else the box's height.
 */
export async function plainTextHeight(
  schema: Schema,
  value: string,
  fontSize: number,
  fonts: Record<string, { fallback?: boolean }>,
  cache: Map<string | number, unknown>,
): Promise<number | undefined> {
  const field = schema as Schema & Record<string, unknown>;
  // pdfme measures its text plugin's own type alone, and gives any other its box's height
  if (field.type !== 'text' || JAPANESE.test(value)) return undefined;
  if (isInlineMarkdownText(field)) return undefined;
  const fontName = (field.fontName as string | undefined) || getFallbackFontName(fonts as Font);
  const loaded = cache.get(`getFontKitFont-${fontName}`) as Promise<MeasuredFont> | MeasuredFont | undefined;
  if (!loaded) return undefined;
  const font = await loaded;
  const lineHeight = (field.lineHeight as number | undefined) ?? 1;
  const spacing = (field.characterSpacing as number | undefined) ?? 0;
  const border = sides(field.borderWidth);
  const padding = sides(field.padding);
  const boxWidth = mm2pt(Math.max(0, schema.width - (border.left + padding.left) - (border.right + padding.right)));
  const lines = splitLines(value, widthsOf(font, fontSize, spacing), spacing, boxWidth);
  if (lines.length === 0) return schema.height;
  const first = fontHeight(font, fontSize) * lineHeight;
  const other = fontSize * lineHeight;
  let measured = 0;
  for (let index = 0; index < lines.length; index += 1) {
    if (!(index in lines)) continue; // pdfme's map and reduce skip splitLines' holes
    const last = index + 1 >= lines.length;
    const insets = (index === 0 ? border.top : 0) + (last ? border.bottom : 0) + (index === 0 ? padding.top : 0) + (last ? padding.bottom : 0);
    measured += pt2mm(index === 0 ? first : other) + insets;
  }
  return measured <= schema.height ? schema.height : measured;
}
