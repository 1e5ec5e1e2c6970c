import { roundMm } from '../units';
import { defineCommand } from './command';
import { isLocked, locateFields } from './locate';

export interface MoveFieldsArgs {
  ids: string[];
  /** mm */
  dx: number;
  /** mm */
  dy: number;
}

/** Moves fields by an offset in mm; locked fields stay put. */
export const moveFields = defineCommand<MoveFieldsArgs>('moveFields', 'Move', (draft, { ids, dx, dy }) => {
  if (dx === 0 && dy === 0) return;
  for (const { field } of locateFields(draft, ids)) {
    if (isLocked(field)) continue;
    field.position = { x: roundMm(field.position.x + dx), y: roundMm(field.position.y + dy) };
  }
});
