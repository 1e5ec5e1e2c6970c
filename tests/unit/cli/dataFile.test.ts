import { describe, expect, it } from 'vitest';
import { recordsFromTable } from '../../../src/cli/dataFile';
import { parseCsvText } from '../../../src/data/csv';
import { parseJsonText } from '../../../src/data/json';
import type { Template } from '../../../src/templates/types';

const template: Template = {
  basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] },
  schemas: [[
    { name: 'firstName', type: 'text', position: { x: 0, y: 0 }, width: 50, height: 10 },
    { name: 'city', type: 'text', position: { x: 0, y: 10 }, width: 50, height: 10 },
    { name: 'logo', type: 'image', position: { x: 60, y: 0 }, width: 20, height: 20, readOnly: true, content: '' },
  ]],
};

describe('records for a CLI run', () => {
  it('labels CSV rows by the line they start on, quoted line breaks counted', () => {
    const read = recordsFromTable(parseCsvText('First Name,City\nAda,London\n"Grace\nBrewster",New York\n\nAlan,Wilmslow\n'), template);
    if (!read.ok) throw new Error(read.messages.join());
    expect(read.records.map((record) => record.firstName)).toEqual(['Ada', 'Grace\nBrewster', 'Alan']);
    expect([0, 1, 2].map(read.rowLabel)).toEqual(['line 2', 'line 3', 'line 6']);
    expect(read.unfilledFields).toEqual([]);
  });

  it('labels JSON records by their array index and keeps raw columns for --name patterns', () => {
    const read = recordsFromTable(parseJsonText('[{"firstName": "Ada", "city": "London", "id": 7}, {"firstName": "Alan", "id": 8}]'), template);
    if (!read.ok) throw new Error(read.messages.join());
    expect(read.rowLabel(1)).toBe('records[1]');
    expect(read.records[0]).toMatchObject({ firstName: 'Ada', city: 'London', id: '7' });
  });

  it('follows the mapping saved with the template before matching by name', () => {
    const mapped: Template = { ...template, platen: { mapping: { Town: 'city' } } };
    const read = recordsFromTable(parseCsvText('firstName,Town\nAda,London\n'), mapped);
    if (!read.ok) throw new Error(read.messages.join());
    expect(read.records[0]).toMatchObject({ firstName: 'Ada', city: 'London' });
  });

  it('fills the variables of a multi-variable text from their own columns, as the Data panel does', () => {
    const badge: Template = {
      basePdf: { width: 86, height: 54, padding: [0, 0, 0, 0] },
      schemas: [[{ name: 'fullName', type: 'multiVariableText', text: '{firstName} {lastName}', variables: ['firstName', 'lastName'], position: { x: 0, y: 0 }, width: 80, height: 10 }]],
    };
    const read = recordsFromTable(parseCsvText('First name,Last name\nLars,Øberg\n'), badge);
    if (!read.ok) throw new Error(read.messages.join());
    expect(JSON.parse(read.records[0].fullName)).toEqual({ firstName: 'Lars', lastName: 'Øberg' });
    expect(read.unfilledFields).toEqual([]);
  });

  it('names the fields no column fills, and refuses a file without records', () => {
    const read = recordsFromTable(parseCsvText('firstName\nAda\n'), template);
    expect(read.ok && read.unfilledFields).toEqual(['city']);
    const empty = recordsFromTable(parseCsvText('firstName\n'), template);
    expect(empty.ok).toBe(false);
  });
});
