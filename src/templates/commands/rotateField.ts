import { defineCommand } from './command';
import { isLocked, locateFields } from './locate';

export interface RotateFieldArgs {
  ids: string[];
  /** degrees clockwise; normalised to 0–360 */
  rotate: number;
}

/** Sets the rotation of fields (pdfme rotates around the field's centre). */
export const rotateField = defineCommand<RotateFieldArgs>('rotateField', 'Rotate', (draft, { ids, rotate }) => {
  const degrees = Math.round((((rotate % 360) + 360) % 360) * 100) / 100;
  for (const { field } of locateFields(draft, ids)) {
    if (isLocked(field)) continue;
    if (degrees === 0) delete field.rotate;
    else field.rotate = degrees;
  }
});
