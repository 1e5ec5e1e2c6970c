/** The part of a fontkit 2 font (which ships no types) that fallback fonts read: metrics, cmap, layout. Units: font units. */
export interface FontkitGlyph {
  id: number;
  advanceWidth: number;
}

export interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  italicAngle?: number;
  'OS/2'?: { usWeightClass?: number };
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[] };
}
