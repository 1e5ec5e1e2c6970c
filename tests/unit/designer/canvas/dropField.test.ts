import { beforeEach, describe, expect, it } from 'vitest';
import { dropField } from '../../../../src/designer/canvas/dropField';
import { designer } from '../../../../src/designer/store';
import { updateFields } from '../../../../src/templates/commands';

describe('dropping a palette item on a page', () => {
  beforeEach(() => designer.load({ schemas: [[], []], basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] } }, null));

  it('centres the new field under the pointer, selects it, as one undo step', () => {
    const id = dropField('text', 1, { x: 60, y: 200 });
    const field = designer.getDoc().schemas[1][0];
    expect(field).toMatchObject({ id, name: 'text', position: { x: 37.5, y: 195 } });
    expect(designer.getView()).toMatchObject({ selection: [id], activePage: 1 });
    designer.undo();
    expect(designer.getDoc().schemas[1]).toEqual([]);
  });

  it('keeps a field dropped at the page edge on the page', () => {
    dropField('qrcode', 0, { x: 209, y: 296 });
    const field = designer.getDoc().schemas[0][0];
    expect(field.position.x + field.width).toBeLessThanOrEqual(210);
    expect(field.position.y + field.height).toBeLessThanOrEqual(297);
  });

  it('styles a new field like the last one of its type the user edited', () => {
    const first = dropField('text', 0, { x: 50, y: 50 });
    designer.run(updateFields, { ids: [first], patch: { fontSize: 20, fontColor: '#1d4ed8' } });
    dropField('text', 0, { x: 50, y: 100 });
    const second = designer.getDoc().schemas[0][1];
    expect(second).toMatchObject({ name: 'text2', fontSize: 20, fontColor: '#1d4ed8' });
    // the look carries over, the content does not
    expect(second.content).toBe('Type Something...');
  });
});
