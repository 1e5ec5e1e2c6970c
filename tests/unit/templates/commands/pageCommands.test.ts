import { describe, expect, it } from 'vitest';
import {
  addPage, addStaticField, deletePage, duplicatePage, movePage, setBasePdf, setDocumentStandard, setPadding, setPageSize, setTemplateMeta,
  updateStaticField,
} from '../../../../src/templates/commands';
import { isBlankPdf, type BlankPdf, type Template } from '../../../../src/templates/types';
import { blankTemplate, field, runChecked } from './testEditor';

const blank = (t: Template) => t.basePdf as BlankPdf;

describe('pages', () => {
  it('adds a page at the end or at a position', () => {
    const t = blankTemplate(1);
    expect(runChecked(addPage, t, {}).schemas.length).toBe(2);
    const a = field('Text', [0, 0], { name: 'first' });
    const result = runChecked(addPage, { ...t, schemas: [[a]] }, { at: 0 });
    expect(result.schemas).toEqual([[], [a]]);
  });

  it('duplicates a page right after it, with fresh ids and unique names', () => {
    const a = field('Text', [0, 0], { name: 'title' });
    const t: Template = { ...blankTemplate(), schemas: [[a]] };
    const result = runChecked(duplicatePage, t, { page: 0, newIds: ['n1'] });
    expect(result.schemas[1][0]).toMatchObject({ id: 'n1', name: 'title2' });
  });

  it('deletes a page but never the last one', () => {
    expect(runChecked(deletePage, blankTemplate(3), { page: 1 }).schemas.length).toBe(2);
    const one = blankTemplate(1);
    expect(runChecked(deletePage, one, { page: 0 })).toBe(one);
  });

  it('moves a page', () => {
    const a = field('Text', [0, 0], { name: 'a' });
    const t: Template = { ...blankTemplate(3), schemas: [[a], [], []] };
    expect(runChecked(movePage, t, { from: 0, to: 2 }).schemas[2]).toEqual([a]);
  });

  it('changes page size and margins', () => {
    const sized = runChecked(setPageSize, blankTemplate(), { width: 86, height: 54 });
    expect([blank(sized).width, blank(sized).height]).toEqual([86, 54]);
    const padded = runChecked(setPadding, sized, { padding: [5, 5, -1, 5] });
    expect(blank(padded).padding).toEqual([5, 5, 0, 5]);
  });

  it('switches to an uploaded PDF background and back', () => {
    const pdf = runChecked(setBasePdf, blankTemplate(), { basePdf: 'data:application/pdf;base64,AAAA' });
    expect(isBlankPdf(pdf.basePdf)).toBe(false);
    expect(isBlankPdf(runChecked(setBasePdf, pdf, { basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] } }).basePdf)).toBe(true);
  });
});

describe('document standard', () => {
  it('sets PDF/A-3b on the template and clears it again, each one undoable step', () => {
    const archived = runChecked(setDocumentStandard, blankTemplate(), { standard: 'pdfa-3b' });
    expect(archived.platen?.standard).toBe('pdfa-3b');
    const plain = runChecked(setDocumentStandard, { ...archived, platen: { ...archived.platen, name: 'Invoice' } }, { standard: null });
    expect(plain.platen).toEqual({ name: 'Invoice' });
  });
});

describe('header and footer fields', () => {
  it('adds a footer field with a unique name and edits it', () => {
    const body = field('Text', [0, 0], { name: 'page' });
    const t: Template = { ...blankTemplate(), schemas: [[body]] };
    const footer = field('Text', [10, 280], { name: 'page', id: 'foot' });
    const added = runChecked(addStaticField, t, { field: footer });
    expect(blank(added).staticSchema?.[0]).toMatchObject({ id: 'foot', name: 'page2' });
    const edited = runChecked(updateStaticField, added, { id: 'foot', patch: { content: '{currentPage}' } });
    expect(blank(edited).staticSchema?.[0].content).toBe('{currentPage}');
  });
});

describe('template settings', () => {
  it('renames the template and removes a setting set to undefined', () => {
    const t: Template = { ...blankTemplate(), platen: { name: 'Old', mapping: { a: 'b' } } };
    const result = runChecked(setTemplateMeta, t, { patch: { name: 'Invoices', mapping: undefined } });
    expect(result.platen).toEqual({ name: 'Invoices' });
  });
});
