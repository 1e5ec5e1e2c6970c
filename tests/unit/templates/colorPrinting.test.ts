/**
 * The worker side of issue #9: pdfme gets only parsed colours. A colour name prints in its colour (stock pdfme would
 * throw on it), a colour that is not a colour makes the engine refuse the template with the place named, before pdf-lib.
 */
import { describe, expect, it } from 'vitest';
import { RenderEngine } from '../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../src/worker/fonts/nodeFontReader';
import type { Template } from '../../../src/templates/types';
import { pixelsNear, rasteriseColour } from '../worker/barcodes/support';

const engine = new RenderEngine(readFontFromNodeModules);

const boxes = (color: unknown, borderColor: unknown = ''): Template => ({
  basePdf: { width: 60, height: 40, padding: [0, 0, 0, 0] },
  schemas: [[{ name: 'box', type: 'rectangle', position: { x: 5, y: 5 }, width: 50, height: 30, color, borderColor, borderWidth: 0 } as never]],
});

describe('colours reaching pdfme', () => {
  it('prints a CSS colour name as its hex colour', async () => {
    const result = await engine.render(boxes('navy'), {});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(pixelsNear(rasteriseColour(result.pdf, 50), '#000080')).toBeGreaterThan(1000);
  });

  it('prints #rgba with its blue channel (pdfme reads "#abcd" as NaN blue)', async () => {
    const result = await engine.render(boxes('#00cf'), {});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(pixelsNear(rasteriseColour(result.pdf, 50), '#0000cc')).toBeGreaterThan(1000);
  });

  it.each([
    ['a url() beacon', 'url(http://127.0.0.1:9/x.png)'],
    ['an object pdfme would pass to pdf-lib as a colour', { type: 'RGB', red: 1, green: 0, blue: 0 }],
    ['a number', 255],
  ])('refuses %s, naming the field and property', async (_name, value) => {
    const result = await engine.render(boxes('#ff0000', value), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0].message).toMatch(/^Page 1, field “box”: the border colour .* is not a colour\. Use a hex colour such as #1a2b3c\.$/);
  });
});
