/**
 * The BaseFont name of a font subset: a six-letter tag, "+", the font's name (PDF 32000 9.6.4). Readers take the tag
 * as the sign of a subset (pdffonts' "sub" column, PDFBox's PDF/A rules), and "different subsets in the same PDF file
 * shall have different tags": a merged PDF holds one subset of a face per part, each with its own glyphs, and a
 * printer or viewer that keeps fonts by name would draw one part's glyphs with another's subset. So the tag is made
 * from the glyphs the subset keeps, not at random (pdf-lib's "-1234" suffix is no tag): the same record gives the
 * same bytes, and two subsets share a name only when they keep the same glyphs.
 */

/** FNV-1a over the name's characters and the glyph ids, spelled as six capital letters (26^6 tags). */
function subsetTag(name: string, glyphIds: readonly number[]): string {
  let hash = 0x811c9dc5;
  const mix = (value: number) => (hash = Math.imul(hash ^ value, 0x01000193) >>> 0);
  for (let index = 0; index < name.length; index += 1) mix(name.charCodeAt(index));
  for (const id of glyphIds) {
    mix(id & 0xff);
    mix(id >>> 8);
  }
  let tag = '';
  for (let letter = 0; letter < 6; letter += 1, hash = Math.floor(hash / 26)) tag += String.fromCharCode(65 + (hash % 26));
  return tag;
}

/** `name` as the BaseFont of a subset keeping `glyphIds` (in the subset's order). */
export function subsetFontName(name: string, glyphIds: readonly number[]): string {
  return `${subsetTag(name, glyphIds)}+${name}`;
}
