import { describe, expect, it } from 'vitest';
import { keepSampleAsFixed } from '../../../../src/templates/commands/keepSampleAsFixed';
import { dataFields } from '../../../../src/data/fields';
import { blankTemplate, field, runChecked } from './testEditor';

describe('keeping a sample as fixed content', () => {
  it('makes the named fields print their sample for every record, and they stop asking for a column', () => {
    const sender = field('Text', [5, 5], { name: 'sender', content: 'Northwind\n12 Harbour Road' });
    const recipient = field('Text', [5, 30], { name: 'recipient', content: 'Priya' });
    const template = { ...blankTemplate(), schemas: [[sender, recipient]] };
    const next = runChecked(keepSampleAsFixed, template, { names: ['sender'] });
    expect(next.schemas[0].map((f) => f.readOnly === true)).toEqual([true, false]);
    expect(next.schemas[0][0].content).toBe('Northwind\n12 Harbour Road');
    expect(dataFields(next).map(({ field: f }) => f.name)).toEqual(['recipient']);
  });
});
