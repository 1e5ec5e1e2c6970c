// Which fixed text prints the same for every record (src/templates/recordFreeText.ts): the template check works it out
// once before a batch, so a runaway expression there is the template's error, not every record's.
import { describe, expect, it } from 'vitest';
import { recordFreeTextFields } from '../../../src/templates/recordFreeText';
import type { Template } from '../../../src/templates/types';

const at = { position: { x: 5, y: 5 }, width: 50, height: 10 };
const fixed = (name: string, content: string) => ({ name, type: 'text', readOnly: true, content, ...at });

function template(...fields: Record<string, unknown>[]): Template {
  return { basePdf: { width: 100, height: 100, padding: [0, 0, 0, 0] }, schemas: [[{ name: 'name', type: 'text', ...at }], fields] } as unknown as Template;
}

describe('record-free fixed text', () => {
  it('finds fixed text whose expressions read only constants, globals, the date and other fixed text', () => {
    const found = recordFreeTextFields(
      template(
        fixed('count', 'Count: {Array(10000).fill(0).map((a) => a + 1).length}'),
        fixed('title', 'Invoice'),
        fixed('stamp', 'Printed {date} under {title.toUpperCase()}'),
      ),
    );
    expect(found).toEqual([
      { pageIndex: 1, index: 0, name: 'count', where: 'Page 2, field “count”' },
      { pageIndex: 1, index: 2, name: 'stamp', where: 'Page 2, field “stamp”' },
    ]);
  });

  it('leaves out text that reads a record value, a name that may be a column, or is not fixed', () => {
    const found = recordFreeTextFields(
      template(
        fixed('greeting', 'Hello {name}'),
        fixed('column', '{customerNumber.padStart(8, "0")}'),
        { name: 'typed', type: 'text', content: '{Array(3).length}', ...at },
        { ...fixed('code', '{Array(3).length}'), type: 'qrcode' },
      ),
    );
    expect(found).toEqual([]);
  });
});
