import { describe, expect, it } from 'vitest';
import { createDesigner } from '../../../../src/designer/store';
import { tableHeightFixes } from '../../../../src/designer/fields/tableFit';
import { bodyRowBackground } from '../../../../src/designer/fields/tableRows';
import { addField } from '../../../../src/templates/commands';
import { setFieldBox } from '../../../../src/templates/commands/setFieldBox';
import type { FieldSchema, Template } from '../../../../src/templates/types';
import type { FieldLayout } from '../../../../src/worker/api';

const box = (id: string, type: string, y: number, height: number, extra: Partial<FieldSchema> = {}): FieldSchema =>
  ({ id, name: id, type, position: { x: 10, y }, width: 50, height, ...extra }) as FieldSchema;

const tableLayout = (rows: number[], head = 8, fullExtra = 0): FieldLayout => ({
  pageOffset: 0,
  box: { x: 10, y: 0, width: 50, height: 0 },
  table: { headHeights: [head], rowHeights: rows, fullHeight: head + rows.reduce((a, b) => a + b, 0) + fullExtra, cells: [] },
});

const page = (...fields: FieldSchema[]): Template => ({ basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] }, schemas: [fields] });

describe('fitting a table to its drawn height', () => {
  it('sets the height and moves every later field on the page by the growth, as pdfme moves them in the PDF', () => {
    const doc = page(box('below', 'text', 50, 10), box('items', 'table', 20, 20), box('above', 'text', 5, 10), box('beside', 'text', 30, 5));
    const fixes = tableHeightFixes(doc, { items: tableLayout([12, 18]) });
    expect(fixes).toEqual([
      { id: 'items', height: 38 },
      { id: 'beside', y: 48 },
      { id: 'below', y: 68 },
    ]);
  });

  it('asks nothing when the stored height is the drawn one', () => {
    expect(tableHeightFixes(page(box('items', 'table', 20, 38.02), box('below', 'text', 70, 5)), { items: tableLayout([12, 18]) })).toEqual([]);
  });

  it('leaves a page alone when its table continues on the next page or a field to move is locked', () => {
    expect(tableHeightFixes(page(box('items', 'table', 20, 20)), { items: tableLayout([12, 18], 8, 40) })).toEqual([]);
    expect(tableHeightFixes(page(box('items', 'table', 20, 20), box('below', 'text', 50, 5, { locked: true })), { items: tableLayout([12]) })).toEqual([]);
  });

  it('only resizes on an uploaded PDF, where pdfme moves nothing', () => {
    const doc = { ...page(box('items', 'table', 20, 20), box('below', 'text', 50, 5)), basePdf: 'data:application/pdf;base64,AAAA' };
    expect(tableHeightFixes(doc, { items: tableLayout([12]) })).toEqual([]);
    expect(tableHeightFixes(doc, { items: tableLayout([20]) })).toEqual([{ id: 'items', height: 28 }]);
  });
});

describe('a fit in history', () => {
  it('is undone with the edit that caused it, and stays out of history when there is nothing to undo', () => {
    const store = createDesigner(page());
    store.run(addField, { page: 0, field: box('items', 'table', 20, 20) });
    store.run(setFieldBox, { ids: ['items'], box: { height: 38 } }, { amend: true });
    expect(store.getDoc().schemas[0][0].height).toBe(38);
    store.undo();
    expect(store.getDoc().schemas[0]).toHaveLength(0);
    expect(store.canUndo()).toBe(false);
    store.redo();
    expect(store.getDoc().schemas[0][0].height).toBe(38);

    const opened = createDesigner(page(box('items', 'table', 20, 20)));
    opened.run(setFieldBox, { ids: ['items'], box: { height: 38 } }, { amend: true });
    expect(opened.getDoc().schemas[0][0].height).toBe(38);
    expect(opened.canUndo()).toBe(false);
  });
});

describe('row shading', () => {
  it('shades the first, third, fifth body row with the alternate colour, as pdfme prints them', () => {
    expect([0, 1, 2, 3].map((i) => bodyRowBackground(i, '#ffffff', '#eeeeee'))).toEqual(['#eeeeee', '#ffffff', '#eeeeee', '#ffffff']);
    expect(bodyRowBackground(0, '#ffffff', '')).toBe('');
  });
});
