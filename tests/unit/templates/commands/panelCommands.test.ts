// The commands the panels added (setFieldBox, updateNestedProperty, setBackgroundPdf): each one undo entry whose
// patches replay and whose inverse restores.
import { applyPatches, enablePatches, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../../../src/templates/commands/command';
import { setBackgroundPdf } from '../../../../src/templates/commands/setBackgroundPdf';
import { setFieldBox } from '../../../../src/templates/commands/setFieldBox';
import { updateNestedProperty } from '../../../../src/templates/commands/updateNestedProperty';
import { createField } from '../../../../src/templates/fieldTypes';
import type { Template } from '../../../../src/templates/types';

enablePatches();

function template(): Template {
  const a = { ...createField('text', 'a', { x: 10, y: 10 }), id: 'a' };
  const b = { ...createField('text', 'b', { x: 30, y: 40 }), id: 'b' };
  const locked = { ...createField('line', 'rule', { x: 0, y: 100 }), id: 'rule', locked: true };
  const table = { ...createField('table', 'items', { x: 10, y: 60 }), id: 'items' };
  return { schemas: [[a, b, locked, table]], basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] } };
}

function run<A>(command: Command<A>, doc: Template, args: A) {
  const [next, patches, inverse] = produceWithPatches(doc, (draft: Template) => command.recipe(draft, args));
  expect(applyPatches(doc, patches)).toEqual(next);
  expect(applyPatches(next, inverse)).toEqual(doc);
  return next;
}

describe('commands added by the panels', () => {
  it('setFieldBox lines several fields up at one x, leaves their y, and skips locked fields', () => {
    const next = run(setFieldBox, template(), { ids: ['a', 'b', 'rule'], box: { x: 20 } });
    expect(next.schemas[0].map((f) => f.position)).toEqual([
      { x: 20, y: 10 },
      { x: 20, y: 40 },
      { x: 0, y: 100 },
      { x: 10, y: 60 },
    ]);
  });

  it('setFieldBox allows a 0.1 mm hairline but nothing thinner', () => {
    const next = run(setFieldBox, template(), { ids: ['a'], box: { height: 0.01, width: 33.333 } });
    expect(next.schemas[0][0].height).toBe(0.1);
    expect(next.schemas[0][0].width).toBe(33.33);
  });

  it('updateNestedProperty changes one style inside a table, keeping the rest of that style', () => {
    const before = template();
    const next = run(updateNestedProperty, before, { ids: ['items'], key: 'headStyles', inner: 'fontSize', value: 9 });
    const head = next.schemas[0][3].headStyles as Record<string, unknown>;
    expect(head.fontSize).toBe(9);
    expect(head.backgroundColor).toBe((before.schemas[0][3].headStyles as Record<string, unknown>).backgroundColor);
  });

  it('setBackgroundPdf adds empty pages so every page of the uploaded PDF can hold fields', () => {
    const next = run(setBackgroundPdf, template(), { basePdf: 'data:application/pdf;base64,AAAA', pageCount: 3 });
    expect(next.basePdf).toBe('data:application/pdf;base64,AAAA');
    expect(next.schemas.map((page) => page.length)).toEqual([4, 0, 0]);
  });
});
