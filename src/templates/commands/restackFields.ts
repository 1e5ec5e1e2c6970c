import { defineCommand } from './command';
import { locateFields } from './locate';

export interface RestackFieldsArgs {
  ids: string[];
  /** 'front': drawn on top of everything on their page; 'back': beneath everything. */
  to: 'front' | 'back';
}

/** Brings fields to the front or sends them to the back of their page, keeping their order among themselves. */
export const restackFields = defineCommand<RestackFieldsArgs>('restackFields', 'Reorder', (draft, { ids, to }) => {
  const places = locateFields(draft, ids);
  const lists = new Set(places.map((p) => p.list));
  for (const list of lists) {
    const wanted = new Set(places.filter((p) => p.list === list).map((p) => p.field.id));
    const moving = list.filter((f) => wanted.has(f.id));
    const rest = list.filter((f) => !wanted.has(f.id));
    const next = to === 'front' ? [...rest, ...moving] : [...moving, ...rest];
    if (next.every((f, i) => f === list[i])) continue;
    list.splice(0, list.length, ...next);
  }
});
