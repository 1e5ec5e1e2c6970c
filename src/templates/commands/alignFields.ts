import { isBlankPdf } from '../types';
import { roundMm } from '../units';
import { defineCommand } from './command';
import { isLocked, locateFields } from './locate';

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

export interface AlignFieldsArgs {
  ids: string[];
  edge: AlignEdge;
}

/**
 * Aligns fields to the edge or centre of their common bounding box; a single field aligns to its page
 * (blank pages only: an uploaded PDF's size is not in the model). Locked fields stay but still count for the box.
 */
export const alignFields = defineCommand<AlignFieldsArgs>('alignFields', 'Align', (draft, { ids, edge }) => {
  const places = locateFields(draft, ids);
  if (places.length === 0) return;
  let box: { left: number; top: number; right: number; bottom: number };
  if (places.length === 1) {
    if (!isBlankPdf(draft.basePdf)) return;
    box = { left: 0, top: 0, right: draft.basePdf.width, bottom: draft.basePdf.height };
  } else {
    box = {
      left: Math.min(...places.map(({ field }) => field.position.x)),
      top: Math.min(...places.map(({ field }) => field.position.y)),
      right: Math.max(...places.map(({ field }) => field.position.x + field.width)),
      bottom: Math.max(...places.map(({ field }) => field.position.y + field.height)),
    };
  }
  for (const { field } of places) {
    if (isLocked(field)) continue;
    let { x, y } = field.position;
    if (edge === 'left') x = box.left;
    if (edge === 'center') x = (box.left + box.right) / 2 - field.width / 2;
    if (edge === 'right') x = box.right - field.width;
    if (edge === 'top') y = box.top;
    if (edge === 'middle') y = (box.top + box.bottom) / 2 - field.height / 2;
    if (edge === 'bottom') y = box.bottom - field.height;
    field.position = { x: roundMm(x), y: roundMm(y) };
  }
});
