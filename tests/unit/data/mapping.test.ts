import { describe, expect, it } from 'vitest';
import { applyMapping, autoMapping, mappingTargets, matchKey, unmappedRequired, withColumnMapped, mappingProblems, unfilledVariables } from '../../../src/data/mapping';
import { dataFields } from '../../../src/data/fields';
import { setMapping } from '../../../src/templates/commands/setMapping';
import { createDesigner } from '../../../src/designer/store';
import type { FieldSchema, Template } from '../../../src/templates/types';

const field = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ name, type: 'text', position: { x: 0, y: 0 }, width: 10, height: 10, ...extra });
const badge: Template = {
  schemas: [[field('firstName', { required: true }), field('lastName'), field('company'), field('title', { readOnly: true, content: 'Hello' })]],
  basePdf: { width: 90, height: 60, padding: [0, 0, 0, 0] },
};

describe('mapping data columns to fields', () => {
  it('ignores case, spaces, punctuation and accents when matching', () => {
    expect(matchKey('Prénom du client')).toBe('prenomduclient');
    expect(matchKey('first_name')).toBe(matchKey('First Name'));
    expect(autoMapping(['First Name', 'LAST-NAME', 'Firma', 'Company '], ['firstName', 'lastName', 'company'])).toEqual({
      'First Name': 'firstName',
      'LAST-NAME': 'lastName',
      'Company ': 'company',
    });
  });

  it('keeps a saved mapping where it still fits, and fills the rest automatically', () => {
    const saved = { Firma: 'company', Gone: 'lastName' };
    expect(autoMapping(['Firma', 'first name', 'last name'], ['firstName', 'lastName', 'company'], saved)).toEqual({
      Firma: 'company',
      'first name': 'firstName',
      'last name': 'lastName',
    });
  });

  it('lets the user point a column at another field; a field keeps one column', () => {
    const mapping = withColumnMapped({ A: 'firstName', B: 'lastName' }, 'C', 'firstName');
    expect(mapping).toEqual({ B: 'lastName', C: 'firstName' });
    expect(withColumnMapped(mapping, 'B', '')).toEqual({ C: 'firstName' });
  });

  it('fills the variables of a multi-variable text field from their own columns', () => {
    const template: Template = {
      schemas: [[field('fullName', { type: 'multiVariableText', text: '{firstName} {lastName}', variables: ['firstName', 'lastName'], required: true }), field('company')]],
      basePdf: { width: 86, height: 54, padding: [0, 0, 0, 0] },
    };
    const targets = mappingTargets(dataFields(template));
    expect(targets.map((t) => [t.name, t.label])).toEqual([
      ['fullName', 'fullName'],
      ['fullName.firstName', 'fullName › firstName'],
      ['fullName.lastName', 'fullName › lastName'],
      ['company', 'company'],
    ]);
    const mapping = autoMapping(['First name', 'Last name', 'Company'], targets.map((t) => t.name));
    expect(mapping).toEqual({ 'First name': 'fullName.firstName', 'Last name': 'fullName.lastName', Company: 'company' });
    expect(unmappedRequired(template, mapping)).toEqual([]);
    expect(mappingProblems(template, mapping)).toEqual([]);
    // issue #17: one variable mapped, the other not: named with field and variable (an error, as the field is required)
    expect(unfilledVariables(dataFields(template), { 'First name': 'fullName.firstName' })).toEqual([{ field: 'fullName', variable: 'lastName' }]);
    expect(mappingProblems(template, { 'First name': 'fullName.firstName' })).toEqual([
      {
        path: ['platen', 'mapping', 'fullName', 'lastName'],
        message: 'No column fills {lastName} of field “fullName”: it prints empty on every record; map a column to “fullName › lastName”, or one column to “fullName” for the whole text',
        severity: 'error',
      },
    ]);
    // one column for the whole text fills every variable
    expect(mappingProblems(template, { Name: 'fullName' })).toEqual([]);
  });

  it('builds a record for mapped fields only', () => {
    expect(applyMapping({ 'First Name': 'Ada', Extra: 'x' }, { 'First Name': 'firstName' })).toEqual({ firstName: 'Ada' });
  });

  it('reports required fields no column fills', () => {
    expect(unmappedRequired(badge, { Nachname: 'lastName' })).toEqual([
      { path: ['platen', 'mapping', 'firstName'], message: 'Required field “firstName” has no data column; choose one in the mapping', severity: 'error' },
    ]);
    expect(unmappedRequired(badge, { Vorname: 'firstName' })).toEqual([]);
  });

  it('saves the mapping with the template as one undo entry', () => {
    const designer = createDesigner(badge);
    designer.run(setMapping, { mapping: { Vorname: 'firstName' } });
    expect(designer.getDoc().platen?.mapping).toEqual({ Vorname: 'firstName' });
    designer.run(setMapping, { mapping: { Vorname: 'firstName', Nachname: 'lastName' } });
    designer.undo();
    expect(designer.getDoc().platen?.mapping).toEqual({ Vorname: 'firstName' });
    designer.undo();
    expect(designer.getDoc().platen?.mapping).toBeUndefined();
    designer.redo();
    expect(designer.getDoc().platen?.mapping).toEqual({ Vorname: 'firstName' });
  });
});
