/**
 * Every repair Platen offers for templates stock pdfme renders but Platen warns about, and the one command that
 * applies them all (one undo step). Each repair keeps the printed words the same; see each file for why.
 */
import { defineCommand } from '../commands/command';
import type { Template } from '../types';
import { mvtSampleValues } from './mvtSampleValues';
import { renameHeaderDuplicates } from './renameHeaderDuplicates';
import type { Path, PlannedChange, Repair } from './repair';
import { textNumbers } from './textNumbers';

export type { PlannedChange, Repair } from './repair';

const REPAIRS: readonly Repair[] = [renameHeaderDuplicates, mvtSampleValues, textNumbers];

/** What repairing would change, in words with a place (for the designer's list), in template order. */
export function plannedRepairs(template: Template): { path: Path; message: string }[] {
  return planAll(template).map(({ path, message }) => ({ path, message }));
}

function planAll(template: Template): PlannedChange[] {
  return REPAIRS.flatMap((repair) => repair(template));
}

/** Applies every repair to the draft; run through the store, this is one undoable step. */
export const repairTemplate = defineCommand<void>('repairTemplate', 'Repair', (draft) => {
  for (const change of planAll(draft)) change.apply();
});

/** A repaired copy of a template (the input is not changed), e.g. for the command line or tests. */
export function repairedCopy(template: Template): Template {
  const copy = structuredClone(template);
  for (const change of planAll(copy)) change.apply();
  return copy;
}
