import { describe, expect, it } from 'vitest';
import { ensureFieldIds } from '../../../src/templates/ids';
import { uniqueFieldName } from '../../../src/templates/naming';
import type { Template } from '../../../src/templates/types';

const t = (names: string[]): Template => ({
  schemas: [names.map((name) => ({ name, type: 'text', position: { x: 0, y: 0 }, width: 10, height: 10 }))],
  basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
});

describe('field names', () => {
  it('keeps a free name and numbers a taken one', () => {
    expect(uniqueFieldName(t([]), 'total')).toBe('total');
    expect(uniqueFieldName(t(['total']), 'total')).toBe('total2');
    expect(uniqueFieldName(t(['total', 'total2']), 'total')).toBe('total3');
  });
  it('continues a trailing number', () => {
    expect(uniqueFieldName(t(['line4']), 'line4')).toBe('line5');
  });
});

describe('field ids', () => {
  it('gives every field an id and replaces duplicated ids', () => {
    const template = t(['a', 'b', 'c']);
    template.schemas[0][1].id = 'x';
    template.schemas[0][2].id = 'x';
    const ids = ensureFieldIds(template).schemas[0].map((f) => f.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe('x');
  });
  it('returns the same template when nothing is missing', () => {
    const template = ensureFieldIds(t(['a']));
    expect(ensureFieldIds(template)).toBe(template);
  });
});
