// The autosave log's pure rules: replaying a tab's changes, what a save settles and keeps, and how a closed tab's
// changes come back (in place, or as a copy when another tab saved over their base).
import { enablePatches, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { addField } from '../../../src/templates/commands/addField';
import type { Command } from '../../../src/templates/commands/command';
import { deleteFields } from '../../../src/templates/commands/deleteFields';
import { moveFields } from '../../../src/templates/commands/moveFields';
import { createField } from '../../../src/templates/fieldTypes';
import type { Template } from '../../../src/templates/types';
import { chainsOf, planRecovery, planSave, replay, type KeptBase, type LoggedChange } from '../../../src/templates/writeAhead';

enablePatches();

const saved: Template = {
  schemas: [[createField('text', 'invoiceNo', { x: 10, y: 10 })]],
  basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
};

/** Runs commands as the designer does and logs each one's patches as writer `writer`, all on base `base`. */
function edit(template: Template, writer: string, base: number, steps: [Command<never>, unknown][], firstSeq = 1) {
  let doc = template;
  const changes: LoggedChange[] = steps.map(([command, args], i) => {
    const [next, patches] = produceWithPatches(doc, (draft: Template) => (command as Command<unknown>).recipe(draft, args));
    doc = next;
    return { templateId: 't1', writer, base, seq: firstSeq + i, patches };
  });
  return { doc, changes };
}

const names = (t: Template) => t.schemas[0].map((f) => f.name);
const addText = (name: string): [Command<never>, unknown] => [addField as Command<never>, { page: 0, field: createField('text', name, { x: 20, y: 20 }) }];

describe('replaying a tab’s logged changes', () => {
  it('gives the document the tab had', () => {
    const id = saved.schemas[0][0].id ?? 'none';
    const { doc, changes } = edit(saved, 'A', 10, [addText('total'), [moveFields as Command<never>, { ids: [id], dx: 5, dy: 0 }], addText('date')]);
    expect(replay(saved, changes)).toEqual(doc);
    expect(names(doc)).toEqual(['invoiceNo', 'total', 'date']);
  });

  it('says which change does not apply instead of throwing', () => {
    const { changes } = edit(saved, 'A', 10, [addText('total')]);
    const broken = [{ ...changes[0], patches: [{ op: 'replace' as const, path: ['schemas', 5, 0, 'name'], value: 'x' }] }];
    expect(replay(saved, broken)).toEqual({ error: expect.stringContaining('change 1 does not apply') });
  });

  it('groups the log into one chain per template and tab, in order', () => {
    const a = edit(saved, 'A', 10, [addText('a1'), addText('a2')]).changes;
    const b = edit(saved, 'B', 10, [addText('b1')]).changes;
    const chains = chainsOf([a[1], b[0], a[0]]);
    expect(chains.map((c) => c.map((x) => `${x.writer}${x.seq}`))).toEqual([['A1', 'A2'], ['B1']]);
  });
});

describe('what a save does to the log', () => {
  const held = edit(saved, 'A', 10, [addText('a1'), addText('a2')]);
  // a3 was made while the save of a1 and a2 (as version 20) was being written: it applies to that save.
  const a = [...held.changes, ...edit(held.doc, 'A', 20, [addText('a3')], 3).changes];
  const b = edit(saved, 'B', 10, [addText('b1')]).changes;

  it('drops the changes it holds and keeps the later ones', () => {
    const plan = planSave('t1', { updatedAt: 10, template: saved }, { templateId: 't1', writer: 'A', upToSeq: 2 }, a, []);
    expect(plan.dropChanges.map((c) => c.seq)).toEqual([1, 2]);
    expect(plan.keep).toBeNull();
  });

  it('keeps the version it overwrites while another tab’s changes still apply to it', () => {
    const plan = planSave('t1', { updatedAt: 10, template: saved }, { templateId: 't1', writer: 'A', upToSeq: 3 }, [...a, ...b], []);
    expect(plan.keep).toEqual({ templateId: 't1', version: 10, template: saved });
    const deleted = planSave('t1', { updatedAt: 10, template: saved }, undefined, b, []);
    expect(deleted.keep?.version).toBe(10); // a deletion keeps it too
  });

  it('drops a kept version once no change refers to it', () => {
    const kept: KeptBase = { templateId: 't1', version: 10, template: saved };
    const plan = planSave('t1', { updatedAt: 20, template: saved }, { templateId: 't1', writer: 'B', upToSeq: 1 }, b, [kept]);
    expect(plan.dropBases).toEqual([kept]);
    expect(planSave('t1', { updatedAt: 20, template: saved }, undefined, b, [kept]).dropBases).toEqual([]);
  });
});

describe('recovering a closed tab', () => {
  it('replays its changes over the save they were based on', () => {
    const { doc, changes } = edit(saved, 'A', 10, [addText('total')]);
    const plan = planRecovery(changes, { updatedAt: 10, template: saved }, []);
    expect(plan).toEqual({ kind: 'replay', template: doc, settles: { templateId: 't1', writer: 'A', upToSeq: 1 } });
  });

  it('follows a save that was still being written: changes after it carry its version', () => {
    const first = edit(saved, 'A', 10, [addText('a1'), addText('a2')]);
    const later = edit(first.doc, 'A', 25, [addText('a3')], 3); // compaction to version 25 never landed
    const plan = planRecovery([...first.changes, ...later.changes], { updatedAt: 10, template: saved }, []);
    expect(plan.kind).toBe('replay');
    expect(plan.kind === 'replay' && names(plan.template)).toEqual(['invoiceNo', 'a1', 'a2', 'a3']);
  });

  it('never replays a stale base onto another tab’s newer save: the work becomes a copy of the kept base', () => {
    const theirs = edit(saved, 'B', 10, [[deleteFields as Command<never>, { ids: [saved.schemas[0][0].id] }]]).doc;
    const mine = edit(saved, 'A', 10, [addText('mine')]);
    const kept: KeptBase = { templateId: 't1', version: 10, template: saved };
    const plan = planRecovery(mine.changes, { updatedAt: 30, template: theirs }, [kept]);
    expect(plan.kind).toBe('copy');
    expect(plan.kind === 'copy' && names(plan.template)).toEqual(['invoiceNo', 'mine']);
  });

  it('leaves changes whose base is gone where they are, and says so', () => {
    const mine = edit(saved, 'A', 10, [addText('mine')]);
    expect(planRecovery(mine.changes, { updatedAt: 30, template: saved }, [])).toEqual({
      kind: 'unrecoverable',
      message: expect.stringContaining('is gone'),
    });
  });
});
