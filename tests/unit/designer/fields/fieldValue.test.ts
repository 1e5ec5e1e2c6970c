import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseJson, shownValue, svgDataUrl } from '../../../../src/designer/fields/fieldValue';
import type { FieldSchema } from '../../../../src/templates/types';

const text = (extra: Partial<FieldSchema>): FieldSchema => ({ name: 'customer', type: 'text', position: { x: 0, y: 0 }, width: 10, height: 10, content: 'Sample', ...extra });

describe('what a field shows on the canvas', () => {
  it('shows its sample content when no data row is previewed', () => {
    expect(shownValue(text({}), null)).toBe('Sample');
  });
  it('shows the previewed row’s value for its name', () => {
    expect(shownValue(text({}), { customer: 'Hartmann & Söhne' })).toBe('Hartmann & Söhne');
    expect(shownValue(text({}), { other: 'x' })).toBe('Sample');
  });
  it('fills {placeholders} in fixed text from the previewed row, leaving unknown ones visible', () => {
    const fixed = text({ readOnly: true, content: 'Dear {first} {last},' });
    expect(shownValue(fixed, { first: 'Ada' })).toBe('Dear Ada {last},');
  });
  it('fills page numbers', () => {
    expect(fillPlaceholders('Page {currentPage} of {totalPages}', { currentPage: 2, totalPages: 3 })).toBe('Page 2 of 3');
  });
  it('reads table JSON and falls back on broken data', () => {
    expect(parseJson('[["a"]]', [])).toEqual([['a']]);
    expect(parseJson('[["a"', [])).toEqual([]);
  });
  it('turns SVG markup into an image URL, never inline markup', () => {
    expect(svgDataUrl('<svg onload="alert(1)"/>')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});

describe('lists on the canvas', async () => {
  const { listItems, listMarkers } = await import('../../../../src/designer/fieldKinds/list/ListBody');
  it('reads JSON items with tab-indented levels and numbers them per level', () => {
    const items = listItems(JSON.stringify(['Fruit', '\tApple', '\tPear', 'Veg', '\tLeek']));
    expect(items.map((i) => i.level)).toEqual([0, 1, 1, 0, 1]);
    expect(listMarkers(items, 'ordered')).toEqual(['1.', '1.', '2.', '2.', '1.']);
    expect(listMarkers(items, 'bullet')).toEqual(['•', '•', '•', '•', '•']);
  });
  it('takes plain text one item per line', () => {
    expect(listItems('a\nb').map((i) => i.text)).toEqual(['a', 'b']);
  });
});
