/** Template files for the fuzz suite: a small good badge, and the ways a hand-edited or hostile file goes wrong. */
import { GOOD_SVG, TINY_PNG, badSvg, dataUrl } from './images';
import type { Prng } from './prng';

type Json = Record<string, unknown>;

/** A 100 × 70 mm badge: a text field, an image field and an SVG field, each filled from a column of the same name. */
export function baseTemplate(): Json {
  return {
    basePdf: { width: 100, height: 70, padding: [0, 0, 0, 0] },
    schemas: [
      [
        { name: 'name', type: 'text', position: { x: 5, y: 5 }, width: 90, height: 10, content: 'Sample', fontSize: 12 },
        { name: 'logo', type: 'image', position: { x: 5, y: 20 }, width: 20, height: 20, content: dataUrl('image/png', TINY_PNG) },
        { name: 'mark', type: 'svg', position: { x: 30, y: 20 }, width: 20, height: 20, content: GOOD_SVG },
      ],
    ],
  };
}

/** `depth` arrays inside each other around `inner`, as text (JSON.stringify would recurse as deep). */
export const nestedJson = (depth: number, inner = '1'): string => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

const EXTREMES = [1e300, -1e300, 1e20, 6000, 0, -5, 1e-9, 2_000_000, '12', null, true, [], {}];

/** A broken or extreme template file's text, and a label saying what was done to it. */
export function mutatedTemplate(rng: Prng): { label: string; text: string } {
  const template = baseTemplate();
  const page = (template.schemas as Json[][])[0];
  const field = rng.pick(page);
  const labels: string[] = [];
  const steps = rng.int(1, 2);
  for (let s = 0; s < steps; s++) {
    const kind = rng.int(0, 8);
    const value = rng.pick(EXTREMES);
    if (kind === 0) {
      const side = rng.pick(['width', 'height']);
      (template.basePdf as Json)[side] = value;
      labels.push(`basePdf.${side}=${JSON.stringify(value)}`);
    } else if (kind === 1) {
      const key = rng.pick(['width', 'height', 'fontSize', 'lineHeight', 'characterSpacing', 'rotate', 'opacity']);
      field[key] = value;
      labels.push(`${field.name}.${key}=${JSON.stringify(value)}`);
    } else if (kind === 2) {
      const axis = rng.pick(['x', 'y']);
      field.position = { ...(field.position as Json), [axis]: value };
      labels.push(`${field.name}.position.${axis}=${JSON.stringify(value)}`);
    } else if (kind === 3) {
      const name = rng.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'a'.repeat(500)]);
      field.name = name;
      labels.push(`a field named ${JSON.stringify(name.slice(0, 20))}`);
    } else if (kind === 4) {
      field.type = rng.pick(['nonsense', 'Text', '', 42, null]);
      labels.push(`${field.name}.type=${JSON.stringify(field.type)}`);
    } else if (kind === 5) {
      const base = rng.pick([
        'data:application/pdf;base64,JVBERi0xLjQKJeLjz9MK',
        `data:application/pdf;base64,${Buffer.from(`%PDF-1.7\n${'x'.repeat(rng.int(0, 200))}`).toString('base64')}`,
        'data:application/pdf;base64,AAAA',
        'https://example.com/form.pdf',
      ]);
      template.basePdf = base;
      labels.push(`basePdf=${base.slice(0, 40)}`);
    } else if (kind === 6) {
      delete field[rng.pick(['position', 'width', 'name', 'type'])];
      labels.push(`${field.name} lost a required key`);
    } else if (kind === 7) {
      // The SVG field made fixed with a DOCTYPE, entities or a cut-short drawing: one template problem, not a row each.
      const mark = page[2];
      const svg = badSvg(rng);
      mark.readOnly = true;
      mark.content = svg.value;
      labels.push(`fixed SVG: ${svg.label}`);
    } else {
      field.content = rng.pick(['x'.repeat(20_000), '\u0000\u0001\u0002', '\ud800', '{name}'.repeat(200)]);
      labels.push(`${field.name}.content odd`);
    }
  }
  let text = JSON.stringify(template);
  const wrap = rng.int(0, 5);
  if (wrap === 0) {
    const at = rng.int(1, text.length - 1);
    text = text.slice(0, at);
    labels.push(`cut at ${at}`);
  } else if (wrap === 1) {
    const depth = rng.pick([600, 5000, 20_000]);
    text = text.replace('"content":"Sample"', `"content":"Sample","extra":${nestedJson(depth)}`);
    labels.push(`nested ${depth} deep`);
  }
  return { label: labels.join('; '), text };
}
