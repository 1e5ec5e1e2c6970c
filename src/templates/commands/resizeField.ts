import { roundMm } from '../units';
import { defineCommand } from './command';
import { isLocked, locateField } from './locate';

export interface ResizeFieldArgs {
  id: string;
  /** New box, mm (top-left corner and size). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box a field can be resized to, mm: still grabbable, still printable. */
export const MIN_FIELD_SIZE_MM = 1;

/** Sets a field's box (position and size, mm); locked fields stay as they are. */
export const resizeField = defineCommand<ResizeFieldArgs>('resizeField', 'Resize', (draft, { id, x, y, width, height }) => {
  const place = locateField(draft, id);
  if (!place || isLocked(place.field)) return;
  const field = place.field;
  field.position = { x: roundMm(x), y: roundMm(y) };
  field.width = roundMm(Math.max(MIN_FIELD_SIZE_MM, width));
  field.height = roundMm(Math.max(MIN_FIELD_SIZE_MM, height));
});
