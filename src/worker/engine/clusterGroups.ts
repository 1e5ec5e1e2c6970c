/**
 * A shaped run's glyphs grouped by cluster (the text each group of glyphs stands for) and split into words, for
 * shapedLineOperators.ts. Most lines of a business document are the simple case — every character its own glyph, left
 * to right, no ligatures or marks — and take a path that skips the general one's sort, map and per-group slices and
 * regular expressions (issue #23: the general path was a tenth of a warm record's text time). Both give the same
 * groups; clusterGroups.test.ts compares them.
 */
import type { PDFFont } from '@pdfme/pdf-lib';
import type { ShapedGlyph, ShapedRun } from '../shaping/shapeLine';
import { glyphCode, noteMeaning, type GlyphCode, type GlyphNote } from './glyphEncoding';

/** A cluster's glyphs (left to right as printed), the text it stands for, their codes, and whether ToUnicode reads it back. */
export interface Group {
  glyphs: ShapedGlyph[];
  start: number;
  end: number;
  codes: GlyphCode[];
  readsBack: boolean;
}

/** A run's glyphs grouped by cluster, left to right as printed, each written into `font` and its meaning noted. */
export function groupsOf(run: ShapedRun, lineText: string, font: PDFFont): Group[] {
  return simpleGroups(run, lineText, font) ?? generalGroups(run, lineText, font);
}

/** A run's groups as groupsOf made them in `font`, with the text of the line they index. */
export interface NotedRun {
  font: PDFFont;
  lineText: string;
  groups: Group[];
}

/**
 * What groupsOf noted for `runs`, glyph by glyph in the order it noted them: each glyph's code, and the text its one
 * noteMeaning call was given (a single-glyph cluster's text, else null) with the answer (portableTextDraws.ts).
 */
export function glyphNotesOf(runs: NotedRun[]): GlyphNote[] {
  const notes: GlyphNote[] = [];
  for (const { font, lineText, groups } of runs) {
    for (const group of groups) {
      const single = group.glyphs.length === 1;
      group.glyphs.forEach((glyph, index) => {
        const text = index === 0 && single ? lineText.slice(group.start, group.end) : null;
        notes.push({ font, glyphId: glyph.id, code: group.codes[index].code, text, readsBack: index === 0 && group.readsBack });
      });
    }
  }
  return notes;
}

/**
 * The groups of a run whose glyph i stands for its character i (one glyph per UTF-16 unit, clusters in logical order
 * left to right), or undefined for any other run: right to left, ligatures, marks, surrogate pairs, reordering.
 */
export function simpleGroups(run: ShapedRun, lineText: string, font: PDFFont): Group[] | undefined {
  const { glyphs, start } = run;
  if (run.rtl || glyphs.length !== run.text.length) return undefined;
  for (let index = 0; index < glyphs.length; index += 1) if (glyphs[index].cluster !== start + index) return undefined;
  const groups: Group[] = new Array(glyphs.length);
  for (let index = 0; index < glyphs.length; index += 1) {
    const glyph = glyphs[index];
    const code = glyphCode(font, glyph.id);
    const readsBack = noteMeaning(font, code.code, lineText[start + index]);
    groups[index] = { glyphs: [glyph], start: start + index, end: start + index + 1, codes: [code], readsBack };
  }
  return groups;
}

/** Any run: clusters in visual order (right to left in RTL runs), of one or more glyphs and characters. */
export function generalGroups(run: ShapedRun, lineText: string, font: PDFFont): Group[] {
  const runEnd = run.start + run.text.length;
  const groups: Group[] = [];
  for (const glyph of run.glyphs) {
    const last = groups[groups.length - 1];
    if (last && last.start === glyph.cluster) last.glyphs.push(glyph);
    else groups.push({ glyphs: [glyph], start: glyph.cluster, end: runEnd, codes: [], readsBack: false });
  }
  // A cluster ends where the next larger cluster start is (glyphs are in visual order: right to left in RTL runs).
  const starts = groups.map((group) => group.start).sort((a, b) => a - b);
  const endOf = new Map<number, number>();
  let next = runEnd;
  for (let index = starts.length - 1; index >= 0; index -= 1) {
    if (index < starts.length - 1 && starts[index + 1] > starts[index]) next = starts[index + 1];
    endOf.set(starts[index], next);
  }
  for (const group of groups) group.end = endOf.get(group.start) ?? runEnd;
  for (const group of groups) {
    group.codes = group.glyphs.map((glyph) => glyphCode(font, glyph.id));
    const text = lineText.slice(group.start, group.end);
    group.readsBack = noteMeaning(font, group.codes[0].code, group.glyphs.length === 1 ? text : null);
    for (const code of group.codes.slice(1)) noteMeaning(font, code.code, null);
  }
  return groups;
}

/** Groups split into words at white space (each white-space cluster a word of its own, never spanned). */
export function words(groups: Group[], lineText: string): Group[][] {
  const all: Group[][] = [];
  let word: Group[] = [];
  for (const group of groups) {
    if (isWhiteSpace(lineText, group.start, group.end)) {
      if (word.length > 0) all.push(word);
      all.push([group]);
      word = [];
    } else word.push(group);
  }
  if (word.length > 0) all.push(word);
  return all;
}

/** Whether text[start, end) is all white space as /^\s+$/u says; one unit (the common cluster) without a slice. */
export function isWhiteSpace(text: string, start: number, end: number): boolean {
  if (end - start !== 1) return /^\s+$/u.test(text.slice(start, end));
  return isWhiteSpaceUnit(text.charCodeAt(start));
}

/** /\s/'s characters (ECMAScript WhiteSpace and LineTerminator), all in the Basic Multilingual Plane. */
function isWhiteSpaceUnit(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
  if (unit < 0xa0) return false;
  return unit === 0xa0 || unit === 0x1680 || (unit >= 0x2000 && unit <= 0x200a) || unit === 0x2028 || unit === 0x2029
    || unit === 0x202f || unit === 0x205f || unit === 0x3000 || unit === 0xfeff;
}
