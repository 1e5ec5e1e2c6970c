/**
 * Writes one shaped run's glyphs as TJ arrays (and Ts text rises) for shapedLineOperators.ts: glyph codes run
 * together in one hex string until a number must stand between them. Written as content-stream text, not as pdf-lib
 * objects (an array, a hex string and a number per kerning pair), which were most of the objects a page of text made
 * and its save walked (issue #23). A class, not closures made anew for every run of every line.
 */
import { PDFOperator, PDFOperatorNames, setTextRise } from '@pdfme/pdf-lib';
import type { ShapedGlyph } from '../shaping/shapeLine';
import type { Group } from './clusterGroups';
import type { GlyphCode } from './glyphEncoding';
import { operandText } from '../pdf/operands';

/** Decimals of a TJ adjustment (thousandths of an em: 3 is a millionth of an em) and of a text rise (pt). */
export const TEXT_DECIMALS = 3;

export class TextShowWriter {
  private items: string[] = [];
  private codes = '';
  /** the text rise in force, font units */
  private rise = 0;
  /** the viewer's pen and HarfBuzz's pen, font units from the run's start */
  private viewerPen = 0;
  private pen = 0;
  private readonly scale: number;

  constructor(
    private readonly operators: PDFOperator[],
    private readonly unitsPerEm: number,
    private readonly size: number,
  ) {
    this.scale = 1000 / unitsPerEm;
  }

  private endString(): void {
    if (this.codes) this.items.push(`<${this.codes}>`);
    this.codes = '';
  }

  private move(units: number): void {
    this.endString();
    this.items.push(operandText(units, TEXT_DECIMALS));
  }

  /** Ends the TJ array being built (before any other operator). */
  flush(): void {
    this.endString();
    if (this.items.length > 0) this.operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${this.items.join(' ')}]` as never]));
    this.items = [];
  }

  private print(glyph: ShapedGlyph, code: GlyphCode, x: number): void {
    if (glyph.dy !== this.rise) {
      this.flush();
      this.rise = glyph.dy;
      this.operators.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [operandText((this.rise / this.unitsPerEm) * this.size, TEXT_DECIMALS)]));
    }
    // A TJ number n moves the viewer's pen left by n/1000 em; after a glyph it moves on by the font's W entry.
    if (Math.abs(x - this.viewerPen) > 0.0005) this.move(-(x - this.viewerPen) * this.scale);
    this.codes += code.hex;
    this.viewerPen = x + code.width;
  }

  /** A cluster's glyphs, its spacing glyphs first or (`marksFirst`) its zero-advance marks first. */
  emit(group: Group, marksFirst: boolean): void {
    // One glyph (most clusters): nothing to order, and no arrays to make for it.
    if (group.glyphs.length === 1) {
      const glyph = group.glyphs[0];
      const x = this.pen + glyph.dx;
      this.pen += glyph.advance;
      this.print(glyph, group.codes[0], x);
      return;
    }
    const placed = group.glyphs.map((glyph, index) => {
      const at = { glyph, code: group.codes[index], x: this.pen + glyph.dx };
      this.pen += glyph.advance;
      return at;
    });
    const spacing = placed.filter((at) => at.glyph.advance !== 0);
    const marks = placed.filter((at) => at.glyph.advance === 0);
    for (const { glyph, code, x } of marksFirst ? [...marks, ...spacing] : [...spacing, ...marks]) this.print(glyph, code, x);
  }

  /**
   * Ends the run: the pen where HarfBuzz's is, so the next run starts at the run's shaped width; the TJ flushed; the
   * text rise back to none.
   */
  finish(): void {
    if (Math.abs(this.pen - this.viewerPen) > 0.0005) this.move(-(this.pen - this.viewerPen) * this.scale);
    this.flush();
    if (this.rise !== 0) this.operators.push(setTextRise(0));
  }
}
