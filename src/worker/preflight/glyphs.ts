/**
 * Characters that would print as an empty box: neither the field's font nor any fallback font (Roboto, the Noto
 * Sans families of src/templates/fontFallback.ts) has a glyph for them. Reported before the batch by preflight, and
 * as a warning with the preview render: nothing prints as a silent box (issue #8).
 */
import { DEFAULT_FONT_NAME } from '../../templates/fonts';
import { codePointLabel } from '../../templates/fontFallback';
import { findFieldType } from '../../templates/fieldTypes';
import type { DataRecord, FieldSchema, Problem, Template } from '../../templates/types';
import type { FontkitFont } from '../fonts/fontkitFont';
import type { GlyphChooser } from '../fonts/glyphChooser';
import { textOf } from './overflow';
import { canShapeScript } from '../shaping/harfbuzz';
import { scriptOf } from '../shaping/scripts';

/** What the glyph check needs from the engine: the template's chooser and its fonts parsed, by template font name. */
export interface GlyphContext {
  chooser: GlyphChooser;
  /** the field font as pdfme would use it (an unknown name gets the default font) */
  fontFor(fontName: string): FontkitFont | undefined;
  /** the file of that font, for the shaping check */
  fileFor(fontName: string): Uint8Array | undefined;
}

/** One character of one field's value that no font can draw, or (with `face`) that the face drawing it cannot shape. */
export interface MissingGlyph {
  field: string;
  codePoint: number;
  /** the face that has the glyph but no shaping for its script, and that script */
  unshaped?: { face: string; script: string };
}

const SCRIPT_NAMES: Record<string, string> = {
  Arab: 'Arabic', Syrc: 'Syriac', Nkoo: 'N’Ko', Mong: 'Mongolian', Deva: 'Devanagari', Beng: 'Bengali', Guru: 'Gurmukhi',
  Gujr: 'Gujarati', Orya: 'Odia', Taml: 'Tamil', Telu: 'Telugu', Knda: 'Kannada', Mlym: 'Malayalam', Sinh: 'Sinhala',
  Khmr: 'Khmer', Mymr: 'Myanmar', Tibt: 'Tibetan',
};

/** The sentence for a glyph problem: no glyph anywhere, or a face that would print the script unshaped. */
export function glyphProblemMessage(problem: MissingGlyph): string {
  if (!problem.unshaped) return noGlyphMessage(problem.codePoint);
  const script = SCRIPT_NAMES[problem.unshaped.script] ?? problem.unshaped.script;
  return `“${String.fromCodePoint(problem.codePoint)}” (${codePointLabel(problem.codePoint)}, ${script}) is set in ${problem.unshaped.face}, which has no ${script} shaping (no OpenType substitutions for it): its letters would print unjoined or out of order; choose a font made for ${script} or leave the field in Roboto to fall back to Noto`;
}

/** `“𓀀” (U+13000) has no glyph in any font` — the same words in the app, the preview warning and `platen validate`. */
export function noGlyphMessage(codePoint: number): string {
  return `“${String.fromCodePoint(codePoint)}” (${codePointLabel(codePoint)}) has no glyph in any font`;
}

/** The font a field's text is set in: its own fontName, else one named in its styles (tables), else the default. */
function fieldFontName(field: FieldSchema): string {
  if (typeof field.fontName === 'string' && field.fontName) return field.fontName;
  for (const value of Object.values(field)) {
    const nested = value && typeof value === 'object' ? (value as { fontName?: unknown }).fontName : undefined;
    if (typeof nested === 'string' && nested) return nested;
  }
  return DEFAULT_FONT_NAME;
}

/** The strings a field prints from its record value: JSON cells of tables and lists, filled multi-variable text. */
function printedStrings(field: FieldSchema, value: string): string[] {
  if (findFieldType(field.type)?.value === 'multiVariableText') return [textOf(field, value)];
  const start = value.trimStart()[0];
  if (start !== '[' && start !== '{') return [value];
  try {
    const strings: string[] = [];
    const visit = (item: unknown): void => {
      if (typeof item === 'string') strings.push(item);
      else if (item && typeof item === 'object') Object.values(item).forEach(visit);
    };
    visit(JSON.parse(value));
    return strings;
  } catch {
    return [value];
  }
}

/** The characters of one record that no font can draw, field by field (values as printed: formatted). */
export async function missingGlyphs(fields: readonly FieldSchema[], record: DataRecord, ctx: GlyphContext): Promise<MissingGlyph[]> {
  const missing: MissingGlyph[] = [];
  for (const field of fields) {
    if (field.readOnly || !findFieldType(field.type)?.usesFont) continue;
    const value = record[field.name];
    if (!value) continue;
    const font = ctx.fontFor(fieldFontName(field));
    if (!font) continue;
    const strings = printedStrings(field, value);
    await ctx.chooser.prepare(strings, [font]);
    const seen = new Set<number>();
    for (const text of strings) {
      for (const codePoint of ctx.chooser.unprintable(text, font)) {
        if (seen.has(codePoint)) continue;
        seen.add(codePoint);
        missing.push({ field: field.name, codePoint });
      }
    }
    // A face that has the letters but not the script's substitutions prints them wrong without a box: named once per
    // field and script, at its first character.
    const named = new Set<string>();
    for (const text of strings) {
      for (const char of text) {
        const codePoint = char.codePointAt(0) ?? 0;
        const script = scriptOf(codePoint);
        if (named.has(script) || seen.has(codePoint)) continue;
        const fallback = ctx.chooser.faceFor(font, codePoint);
        const bytes = fallback?.bytes ?? ctx.fileFor(fieldFontName(field));
        if (!bytes || canShapeScript(bytes, script)) continue;
        named.add(script);
        missing.push({ field: field.name, codePoint, unshaped: { face: fallback?.name ?? fieldFontName(field), script } });
      }
    }
  }
  return missing;
}

/** Preflight problems (warnings) for every record's characters that would print as boxes. */
export async function checkGlyphs(
  template: Template,
  records: readonly DataRecord[],
  ctx: GlyphContext,
): Promise<Problem[]> {
  const fields = template.schemas.flat();
  const problems: Problem[] = [];
  for (let row = 0; row < records.length; row += 1) {
    for (const problem of await missingGlyphs(fields, records[row], ctx)) {
      const { field } = problem;
      problems.push({
        path: ['records', row, field],
        message: glyphProblemMessage(problem),
        severity: 'warning',
      });
    }
  }
  return problems;
}
