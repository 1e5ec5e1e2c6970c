/**
 * A headless editor for model tests that read like a user:
 *   editor().drop('Text', { page: 0, at: [20, 30] }).undo().expectFields(0)
 * It drives the real store (createDesigner) with the real commands; every command it runs is also checked
 * to replay from its patches and to be restored by its inverse patches.
 */
import { applyPatches, enablePatches, produceWithPatches } from 'immer';
import { expect } from 'vitest';
import { createDesigner, type Designer } from '../../../../src/designer/store';
import * as commands from '../../../../src/templates/commands';
import type { Command } from '../../../../src/templates/commands';
import { createField, FIELD_TYPES } from '../../../../src/templates/fieldTypes';
import type { FieldSchema, Template } from '../../../../src/templates/types';

enablePatches();

/** Runs a command outside the store and checks the patch contract every command must keep. Returns the result. */
export function runChecked<A>(command: Command<A>, template: Template, args: A): Template {
  const original = JSON.parse(JSON.stringify(template)) as Template;
  const [result, patches, inverse] = produceWithPatches(template, (draft: Template) => command.recipe(draft, args));
  expect(applyPatches(original, patches), `${command.id}: patches replay onto the original`).toEqual(result);
  expect(applyPatches(result, inverse), `${command.id}: inverse patches restore the original`).toEqual(original);
  return result;
}

export function blankTemplate(pages = 1): Template {
  return { schemas: Array.from({ length: pages }, () => []), basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] } };
}

let nextId = 0;
/** A field of a type, at a position (mm), with the size the palette would give it. */
export function field(type: string, at: [number, number], extra: Partial<FieldSchema> = {}): FieldSchema {
  nextId += 1;
  return {
    id: `t${nextId}`,
    name: type.toLowerCase().replace(/\s+/g, ''),
    type: type.toLowerCase().replace(/\s+/g, ''),
    position: { x: at[0], y: at[1] },
    width: 40,
    height: 10,
    ...extra,
  };
}

export class TestEditor {
  readonly store: Designer;
  constructor(template: Template = blankTemplate()) {
    this.store = createDesigner(template);
  }
  get doc(): Template {
    return this.store.getDoc();
  }
  /** Runs a command through the store after checking its patches on the current document. */
  run<A>(command: Command<A>, args: A): this {
    runChecked(command, this.store.getDoc(), args);
    this.store.run(command, args);
    return this;
  }
  /** Drops a palette item on a page at a point in mm; the new field becomes the selection. */
  drop(label: string, { page = 0, at }: { page?: number; at: [number, number] }): this {
    const fieldType = FIELD_TYPES.find((t) => t.label === label);
    if (!fieldType) throw new Error(`no palette item ${label}`);
    nextId += 1;
    const f = { ...createField(fieldType.type, fieldType.type, { x: at[0], y: at[1] }), id: `d${nextId}` };
    this.run(commands.addField, { page, field: f });
    this.store.setView({ selection: [f.id!] });
    return this;
  }
  select(...names: string[]): this {
    this.store.setView({ selection: names.map((name) => this.byName(name).id!) });
    return this;
  }
  get selection(): string[] {
    return this.store.getView().selection;
  }
  undo(): this {
    this.store.undo();
    return this;
  }
  redo(): this {
    this.store.redo();
    return this;
  }
  byName(name: string): FieldSchema {
    for (const page of this.doc.schemas) for (const f of page) if (f.name === name) return f;
    throw new Error(`no field named ${name}`);
  }
  expectFields(count: number, page = 0): this {
    expect(this.doc.schemas[page]?.length ?? 0).toBe(count);
    return this;
  }
  expectNames(names: string[], page = 0): this {
    expect(this.doc.schemas[page].map((f) => f.name)).toEqual(names);
    return this;
  }
  expectAt(name: string, x: number, y: number): this {
    expect(this.byName(name).position).toEqual({ x, y });
    return this;
  }
}

export function editor(template?: Template): TestEditor {
  return new TestEditor(template);
}
