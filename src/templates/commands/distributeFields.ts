import { roundMm } from '../units';
import { defineCommand } from './command';
import { isLocked, locateFields } from './locate';

export interface DistributeFieldsArgs {
  ids: string[];
  axis: 'horizontal' | 'vertical';
}

/** Spaces three or more fields so the gaps between them are equal; the first and last stay where they are. */
export const distributeFields = defineCommand<DistributeFieldsArgs>('distributeFields', 'Distribute', (draft, { ids, axis }) => {
  const places = locateFields(draft, ids);
  if (places.length < 3) return;
  const start = (f: (typeof places)[number]['field']) => (axis === 'horizontal' ? f.position.x : f.position.y);
  const size = (f: (typeof places)[number]['field']) => (axis === 'horizontal' ? f.width : f.height);
  const sorted = places.map((p) => p.field).sort((a, b) => start(a) - start(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const span = start(last) + size(last) - start(first);
  const occupied = sorted.reduce((sum, f) => sum + size(f), 0);
  const gap = (span - occupied) / (sorted.length - 1);
  let cursor = start(first);
  for (const field of sorted) {
    if (!isLocked(field) && field !== first && field !== last) {
      field.position = axis === 'horizontal' ? { x: roundMm(cursor), y: field.position.y } : { x: field.position.x, y: roundMm(cursor) };
    }
    cursor += size(field) + gap;
  }
});
