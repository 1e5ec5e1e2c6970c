/**
 * Which body rows of a table print shaded. pdfme's table applies `alternateRowStyles` (the alternate background) to
 * body rows with an even index — the first, third, fifth row — and the body background to the others
 * (@pdfme/schemas tables/tableHelper.ts cellStyles: `rowIndex % 2 === 0`). A table continued on a later page starts
 * with whichever colour its first row had (createSingleTable swaps them for an odd start), so parity is by row index.
 * An unset alternate colour leaves even rows unfilled even when the body has a background, as pdfme prints them.
 */

/** The background of body row `index` (0-based): the alternate colour, the body colour, or '' for none. */
export function bodyRowBackground(index: number, bodyBackground: string, alternateBackground: string): string {
  return index % 2 === 0 ? alternateBackground : bodyBackground;
}
