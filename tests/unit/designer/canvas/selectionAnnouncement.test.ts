import { describe, expect, it } from 'vitest';
import { createField } from '../../../../src/templates/fieldTypes';
import type { Template } from '../../../../src/templates/types';
import { describeSelection } from '../../../../src/designer/canvas/selectionAnnouncement';

const field = (type: string, name: string, id: string, x: number, y: number) => ({ ...createField(type, name, { x, y }), id });

const doc: Template = {
  basePdf: { width: 90, height: 60, padding: [0, 0, 0, 0] },
  schemas: [[{ ...field('text', 'name', 'a', 20, 30), width: 60, height: 10 }, field('qrcode', 'code', 'b', 5.25, 7)]],
};

describe('the selection in words', () => {
  it('names one field by kind and name, with its place and size in mm', () => {
    expect(describeSelection(doc, ['a'])).toBe('Text field ‘name’ at 20 × 30 mm, 60 × 10 mm');
  });
  it('rounds to a tenth of a millimetre', () => {
    expect(describeSelection(doc, ['b'])).toMatch(/^QR code field ‘code’ at 5\.3 × 7 mm, /);
  });
  it('counts several fields, and says nothing with nothing selected', () => {
    expect(describeSelection(doc, ['a', 'b'])).toBe('2 fields selected');
    expect(describeSelection(doc, [])).toBe('');
    expect(describeSelection(doc, ['gone'])).toBe('');
  });
  it('names the page when the template has several', () => {
    const twoPages: Template = { ...doc, schemas: [[], doc.schemas[0]] };
    expect(describeSelection(twoPages, ['a'])).toBe('Text field ‘name’ at 20 × 30 mm, 60 × 10 mm on page 2');
  });
});
