// PlatenApi.layout measured against the PDF the same engine writes: line counts from pdftotext, row heights from
// the table's drawn text, the field below a growing table moved by the same amount.
import { describe, expect, it } from 'vitest';
import { createField } from '../../../../src/templates/fieldTypes';
import type { FieldSchema, Template } from '../../../../src/templates/types';
import { layoutRecord } from '../../../../src/worker/engine/fieldLayout';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfText } from '../support/engine';

const engine = new RenderEngine(readFontFromNodeModules);

const ADDRESS = Array.from({ length: 9 }, (_, i) => `Building ${i + 1}, Long Industrial Estate Road number ${i * 7 + 3}`).join(', ');

function template(): Template {
  const table = { ...createField('table', 'items', { x: 20, y: 20 }), id: 't' } as FieldSchema;
  return {
    basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
    schemas: [[
      table,
      { name: 'below', type: 'text', position: { x: 20, y: 20 + table.height + 5 }, width: 60, height: 8, content: 'Below the table' },
      { name: 'address', type: 'text', position: { x: 100, y: 150 }, width: 60, height: 20, fontSize: 10, content: ADDRESS },
      { name: 'fitted', type: 'text', position: { x: 20, y: 250 }, width: 40, height: 10, fontSize: 20, dynamicFontSize: { min: 4, max: 20, fit: 'vertical' }, content: 'A sentence long enough to need a smaller size' },
    ]],
  } as Template;
}

const contents = (t: Template) => Object.fromEntries(t.schemas.flat().map((f) => [f.name, String(f.content ?? '')]));

describe('the layout the canvas draws', () => {
  it('wraps text into the lines and font size the PDF prints', async () => {
    const t = template();
    const result = await layoutRecord(engine, t, contents(t));
    if (!result.ok) throw new Error(result.message);
    const address = result.fields.address.text!;
    expect(address.fontSize).toBe(10);
    expect(address.lineRatio).toBeCloseTo(2400 / 2048, 3); // Roboto's (ascent − descent) / unitsPerEm
    expect(address.lines.length).toBeGreaterThan(5);
    expect(address.lines.join(' ').replace(/\s+/g, ' ')).toBe(ADDRESS);
    const fitted = result.fields.fitted.text!;
    expect(fitted.fontSize).toBeLessThan(20);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(4);

    const rendered = await engine.render(t, contents(t));
    if (!rendered.ok) throw new Error(rendered.errors[0].message);
    const printed = pdfText(rendered.pdf);
    for (const line of address.lines) expect(printed).toContain(line.trim());
  });

  it('wraps characters the font lacks with their fallback face widths, as the PDF does', async () => {
    const korean = '서울특별시 중구 세종대로 110 서울특별시청 민원실 앞 정문 옆 건물 이층 사무실';
    const t = template();
    t.schemas[0].push({ name: 'korean', type: 'text', position: { x: 20, y: 200 }, width: 40, height: 10, fontSize: 12, content: korean } as FieldSchema);
    const result = await layoutRecord(engine, t, contents(t));
    if (!result.ok) throw new Error(result.message);
    const lines = result.fields.korean.text!.lines;
    expect(lines.length).toBeGreaterThan(1);
    const rendered = await engine.render(t, contents(t));
    if (!rendered.ok) throw new Error(rendered.errors[0].message);
    const printed = pdfText(rendered.pdf);
    for (const line of lines) expect(printed).toContain(line.trim());
  });

  it('measures table rows as pdfme does and moves the field below by the growth', async () => {
    const t = template();
    const table = t.schemas[0][0];
    const result = await layoutRecord(engine, t, contents(t));
    if (!result.ok) throw new Error(result.message);
    const items = result.fields.items;
    const rows = items.table!;
    const drawn = [...rows.headHeights, ...rows.rowHeights].reduce((a, b) => a + b, 0);
    expect(rows.headHeights).toHaveLength(1);
    expect(rows.rowHeights).toHaveLength(2);
    expect(items.box.height).toBeCloseTo(drawn, 2);
    expect(rows.fullHeight).toBeCloseTo(drawn, 2);
    expect(rows.cells[0].map((cell) => cell.join(' '))).toEqual(['Name', 'City', 'Description']);
    expect(rows.cells[1][0]).toEqual(['Alice']);
    // the field 5 mm below the stored box is 5 mm below the drawn box
    expect(result.fields.below.box.y - (table.position.y + drawn)).toBeCloseTo(5, 2);
  });

  it('measures the other fields when one holds a value it cannot print', async () => {
    const t = template();
    const result = await layoutRecord(engine, t, { ...contents(t), items: '[["unclosed' });
    if (!result.ok) throw new Error(result.message);
    expect(result.fields.items.table).toBeUndefined();
    expect(result.fields.address.text!.lines.length).toBeGreaterThan(5);
  });

  it('says why a template cannot be laid out instead of throwing', async () => {
    const result = await layoutRecord(engine, { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] }, schemas: [] } as unknown as Template, {});
    expect(result).toEqual({ ok: false, message: expect.stringContaining('no pages') });
  });
});
