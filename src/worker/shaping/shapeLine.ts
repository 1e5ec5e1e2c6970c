/**
 * One line of text as a typesetter sets it: split into runs of one embedding level (bidi.ts), one face (the field's
 * font, or the fallback face the glyph chooser picks for a character it lacks) and one script; each run shaped by
 * HarfBuzz in the face that draws it, with the whole line as context; runs put in visual order. Measuring
 * (compositeFont.ts), drawing (shapedDrawText.ts) and the canvas read the same ShapedLine, so widths, wrapping,
 * alignment and printed glyphs agree. Units: each run's own font units (`unitsPerEm`).
 */
import type { FontkitFont } from '../fonts/fontkitFont';
import type { FallbackFace, GlyphChooser } from '../fonts/glyphChooser';
import { resolveDirection, type TextDirection } from '../../templates/textDirection';
import { embeddingLevels, visualOrder } from './bidi';
import { hbFaceOf, shaper } from './harfbuzz';
import { scriptOf } from './scripts';
import { RepeatCache } from '../caches/repeatCache';

/** A glyph as positioned by HarfBuzz, font units: advance, offset from the pen, and its cluster (UTF-16 index in the line). */
export interface ShapedGlyph {
  id: number;
  advance: number;
  dx: number;
  dy: number;
  cluster: number;
}

/** A run of the line in one face and one direction; glyphs left to right as printed. */
export interface ShapedRun {
  /** undefined: the field's own font */
  face?: FallbackFace;
  unitsPerEm: number;
  rtl: boolean;
  /** the run's characters, in logical order, and where they start in the line (UTF-16 units) */
  text: string;
  start: number;
  glyphs: ShapedGlyph[];
}

export interface ShapedLine {
  text: string;
  direction: 'ltr' | 'rtl';
  /** left to right as printed */
  runs: ShapedRun[];
}

/** The field font as the pipeline needs it: its parse (for the glyph chooser) and its file (for HarfBuzz). */
export interface PrimaryFont {
  font: FontkitFont;
  bytes: Uint8Array;
}

interface LogicalRun {
  start: number;
  end: number;
  level: number;
  face?: FallbackFace;
  script: string;
}

/** Combining marks and joiners stay in their base character's run (its face and script). */
const CLINGS = /^[\p{M}\u200c\u200d\ufe00-\ufe0f]$/u;

function itemize(text: string, levels: Uint8Array, primary: FontkitFont, chooser: GlyphChooser | undefined): LogicalRun[] {
  const runs: LogicalRun[] = [];
  let current: LogicalRun | undefined;
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const char = text.slice(index, index + width);
    const level = levels[index];
    const clings = current !== undefined && current.level === level && CLINGS.test(char);
    const face = clings ? current!.face : chooser?.faceFor(primary, codePoint);
    // Common characters (digits, spaces, punctuation) and marks take the script of the run they are in.
    const own = clings ? 'Zyyy' : scriptOf(codePoint);
    const script = own === 'Zyyy' || own === 'Zinh' ? current?.script ?? own : own;
    const sameScript = current && (current.script === script || current.script === 'Zyyy' || own === 'Zyyy' || own === 'Zinh');
    if (current && current.level === level && current.face === face && sameScript) {
      current.end = index + width;
      if (current.script === 'Zyyy') current.script = script;
    } else {
      current = { start: index, end: index + width, level, face, script };
      runs.push(current);
    }
    index += width;
  }
  return runs;
}

let buffer: InstanceType<ReturnType<typeof shaper>['Buffer']> | undefined;

function shapeRun(line: string, run: LogicalRun, primary: PrimaryFont): ShapedRun {
  const hb = shaper();
  const face = hbFaceOf(run.face?.bytes ?? primary.bytes);
  const rtl = run.level % 2 === 1;
  // One buffer per worker, emptied for each run (harfbuzzjs frees buffers only when collected).
  buffer ??= new hb.Buffer();
  buffer.reset();
  {
    // The whole line goes in with the run marked as the item: HarfBuzz sees the neighbours as context.
    buffer.addText(line, run.start, run.end - run.start);
    buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
    if (run.script !== 'Zyyy' && run.script !== 'Zinh') buffer.setScript(run.script);
    buffer.guessSegmentProperties();
    hb.shape(face.font, buffer);
    // Infos and positions read apart: getGlyphInfosAndPositions defines four extra properties on every glyph.
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const glyphs = infos.map((info, index) => ({
      id: info.codepoint,
      advance: positions[index].xAdvance,
      dx: positions[index].xOffset,
      dy: positions[index].yOffset,
      cluster: info.cluster,
    }));
    return { face: run.face, unitsPerEm: face.unitsPerEm, rtl, text: line.slice(run.start, run.end), start: run.start, glyphs };
  }
}

/** Shapes one line (no line breaks in it) in a paragraph of `direction`. */
export function shapeLine(text: string, primary: PrimaryFont, chooser: GlyphChooser | undefined, direction: TextDirection = 'auto'): ShapedLine {
  const resolved = resolveDirection(text, direction);
  const levels = embeddingLevels(text, resolved);
  const logical = itemize(text, levels, primary.font, chooser);
  const shaped = logical.map((run) => shapeRun(text, run, primary));
  const runs = visualOrder(logical.map((run) => run.level)).map((index) => shaped[index]);
  return { text, direction: resolved, runs };
}

/** The printed width of a shaped line at `size`, pt. */
export function lineWidth(line: ShapedLine, size: number): number {
  let width = 0;
  for (const run of line.runs) {
    let advance = 0;
    for (const glyph of run.glyphs) advance += glyph.advance;
    width += (advance / run.unitsPerEm) * size;
  }
  return width;
}

/**
 * Strings shaped per chooser, font file and direction: repeated ones (labels, table headers, words measured again)
 * come back. One cache per direction, so the text itself is the key (no key string made per lookup).
 */
const shapedCache = new WeakMap<object, WeakMap<Uint8Array, Map<TextDirection, RepeatCache<ShapedLine>>>>();
const NO_CHOOSER = {};

/** `shapeLine`, remembering strings seen more than once. */
export function shapeLineCached(text: string, primary: PrimaryFont, chooser: GlyphChooser | undefined, direction: TextDirection = 'auto'): ShapedLine {
  let byFont = shapedCache.get(chooser ?? NO_CHOOSER);
  if (!byFont) {
    byFont = new WeakMap();
    shapedCache.set(chooser ?? NO_CHOOSER, byFont);
  }
  let byDirection = byFont.get(primary.bytes);
  if (!byDirection) {
    byDirection = new Map();
    byFont.set(primary.bytes, byDirection);
  }
  let cache = byDirection.get(direction);
  if (!cache) {
    cache = new RepeatCache<ShapedLine>(2000);
    byDirection.set(direction, cache);
  }
  const kept = cache.get(text);
  if (kept) return kept;
  const line = shapeLine(text, primary, chooser, direction);
  cache.offer(text, line);
  return line;
}
