import { describe, expect, it } from 'vitest';
import { placeholderExpressions, referencedNames } from '../../../src/templates/validate/placeholders';

describe('reading {placeholders} the way pdfme evaluates them', () => {
  it('finds each braced expression, keeping nested braces inside', () => {
    expect(placeholderExpressions('Dear {name}, {({ a: 1 }).a} and {price * 2}')).toEqual(['name', '({ a: 1 }).a', 'price * 2']);
    expect(placeholderExpressions('no placeholders')).toEqual([]);
    expect(placeholderExpressions('unclosed {name')).toEqual([]);
  });

  it('names the free variables, not properties, strings, globals or arrow parameters', () => {
    expect(referencedNames('Number(total).toFixed(2)')).toEqual(['total']);
    expect(referencedNames('items.map(row => row.price).join(", ")')).toEqual(['items']);
    expect(referencedNames('(a, b) => a + b + offset')).toEqual(['offset']);
    expect(referencedNames('"literal name" + \'other\'')).toEqual([]);
    expect(referencedNames('Math.max(qty, 1) > 2 ? date : dateTime')).toEqual(['qty']);
    expect(referencedNames('{ key: value }.key')).toEqual(['value']);
  });

  it('reads names in any script, such as Japanese field names', () => {
    expect(referencedNames('氏名 + "様"')).toEqual(['氏名']);
  });
});
