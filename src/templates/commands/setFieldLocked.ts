import { defineCommand } from './command';
import { locateFields } from './locate';

export interface SetFieldLockedArgs {
  ids: string[];
  locked: boolean;
}

/** Locks fields against moving and resizing (saved as `locked: true`; pdfme ignores it). */
export const setFieldLocked = defineCommand<SetFieldLockedArgs>('setFieldLocked', 'Lock', (draft, { ids, locked }) => {
  for (const { field } of locateFields(draft, ids)) {
    if (locked) field.locked = true;
    else delete field.locked;
  }
});
