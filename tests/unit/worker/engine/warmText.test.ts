/**
 * A warm engine (fonts parsed once per worker, glyph runs cached) must print text that reads back exactly as a cold
 * one does: the glyphs that fontkit's subsetter created for one document (the "n" inside "ñ") once lost their code
 * points, and every later document's ToUnicode map had holes ("Oliver Jo es").
 */
import { describe, expect, it } from 'vitest';
import type { Template } from '../../../../src/templates/types';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfText } from '../support/engine';

const FONTS = ['Roboto', 'Roboto-Bold', 'Roboto-Italic', 'Roboto-BoldItalic'];

const template: Template = {
  basePdf: { width: 120, height: 20 + FONTS.length * 12, padding: [0, 0, 0, 0] },
  schemas: [
    FONTS.map((fontName, i) => ({
      name: `line${i}`,
      type: 'text',
      content: '',
      position: { x: 5, y: 5 + i * 12 },
      width: 110,
      height: 10,
      fontSize: 12,
      fontName,
    })),
  ],
} as unknown as Template;

/** The same name in every font of the template. */
const recordOf = (name: string) => Object.fromEntries(FONTS.map((_, i) => [`line${i}`, name]));

// Composites first (ñ, ç, ü, é, Ł, ż, ö reach their base glyphs through the subsetter), then names whose plain
// letters are those bases.
const NAMES = ['Noah Núñez', 'François Çelik', 'Zoë Müller-Lüdenscheidt', 'Łukasz Żółć', 'Renée Öztürk',
  'Oliver Jones', 'Francois Cecil', 'Zoe Muller', 'Lukasz Zolc', 'Renee Ozturk', 'Noah Nunez'];

const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

async function render(engine: RenderEngine, name: string): Promise<Uint8Array> {
  const result = await engine.render(template, recordOf(name));
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.pdf;
}

describe('a warm engine prints text that reads back', () => {
  it('gives back every name, in every font, after documents that embedded composite glyphs', async () => {
    const warm = new RenderEngine(readFontFromNodeModules);
    for (const name of NAMES) {
      expect(words(pdfText(await render(warm, name)))).toBe(Array(FONTS.length).fill(name).join(' '));
    }
  });

  it('reads back the same text warm as cold, name by name', async () => {
    const warm = new RenderEngine(readFontFromNodeModules);
    for (const name of NAMES) await render(warm, name);
    for (const name of [...NAMES].reverse()) {
      const cold = pdfText(await render(new RenderEngine(readFontFromNodeModules), name));
      expect(pdfText(await render(warm, name))).toBe(cold);
    }
  });
});
