/**
 * Issue #16: a field's paragraph direction. 'auto' takes the first strong character (dir="auto"); alignment follows
 * the direction's start and end, so a right-to-left paragraph with the default alignment starts at the right edge;
 * 'ltr' / 'rtl' override. Checked where pdftotext finds the words on the page (pt from the left edge).
 */
import { describe, expect, it } from 'vitest';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { resolveDirection } from '../../../../src/templates/textDirection';
import type { Template } from '../../../../src/templates/types';
import { pdfWords, textFields } from '../support/fallbackTemplates';

const MM = 72 / 25.4;
/** The field's box: x 10–160 mm. */
const LEFT_EDGE = 10 * MM;
const RIGHT_EDGE = 160 * MM;

async function wordsOf(template: Template, record: Record<string, string>) {
  const result = await new RenderEngine(readFontFromNodeModules).render(template, record);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return pdfWords(result.pdf);
}

const near = (value: number, edge: number) => Math.abs(value - edge) < 3;

describe('paragraph direction per field', () => {
  it('resolves auto from the first strong character, as dir="auto" does', () => {
    expect(resolveDirection('15، الرياض')).toBe('rtl');
    expect(resolveDirection('(12) Main St')).toBe('ltr');
    expect(resolveDirection('123 456')).toBe('ltr');
    expect(resolveDirection('שלום', 'ltr')).toBe('ltr');
    expect(resolveDirection('Hello', 'rtl')).toBe('rtl');
  });

  it('starts a right-to-left line at the right edge, and its end alignment at the left', { timeout: 120_000 }, async () => {
    const template = textFields(['start', 'end', 'forced']);
    const schemas = template.schemas[0];
    schemas[1] = { ...schemas[1], alignment: 'right' };
    schemas[2] = { ...schemas[2], platenDirection: 'ltr' };
    const words = await wordsOf(template, { start: 'שלום עולם', end: 'שלום עולם', forced: 'שלום עולם' });
    const line = (index: number) => words.filter((word) => Math.abs(word.yMin - (10 + index * 14) * MM) < 12);
    const right = (index: number) => Math.max(...line(index).map((word) => word.xMax));
    const left = (index: number) => Math.min(...line(index).map((word) => word.xMin));
    expect(near(right(0), RIGHT_EDGE), `auto → RTL, default alignment: ends at ${right(0)}`).toBe(true);
    expect(near(left(1), LEFT_EDGE), `RTL with alignment 'right' (the end): starts at ${left(1)}`).toBe(true);
    expect(near(left(2), LEFT_EDGE), `forced LTR: starts at ${left(2)}`).toBe(true);
  });
});
