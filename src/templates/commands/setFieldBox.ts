import { roundMm } from '../units';
import { defineCommand } from './command';
import { isLocked, locateFields } from './locate';

/** Thinnest box typed in, mm: a hairline rule is a 0.1 mm tall line field. */
const MIN_TYPED_SIZE_MM = 0.1;

export interface SetFieldBoxArgs {
  ids: string[];
  /** Absolute values in mm; those left out stay as they are on each field. */
  box: { x?: number; y?: number; width?: number; height?: number };
}

/**
 * Sets exact position or size on one or many fields (the properties panel's x/y/width/height boxes), so typing
 * "x = 20" with three fields selected lines them all up at 20 mm in one undo entry. Locked fields stay put.
 */
export const setFieldBox = defineCommand<SetFieldBoxArgs>('setFieldBox', 'Edit position and size', (draft, { ids, box }) => {
  for (const { field } of locateFields(draft, ids)) {
    if (isLocked(field)) continue;
    if (box.x !== undefined || box.y !== undefined) {
      field.position = { x: roundMm(box.x ?? field.position.x), y: roundMm(box.y ?? field.position.y) };
    }
    if (box.width !== undefined) field.width = roundMm(Math.max(MIN_TYPED_SIZE_MM, box.width));
    if (box.height !== undefined) field.height = roundMm(Math.max(MIN_TYPED_SIZE_MM, box.height));
  }
});
