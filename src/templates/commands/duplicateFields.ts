import { fieldNames, uniqueFieldName } from '../naming';
import { roundMm } from '../units';
import { defineCommand } from './command';
import { locateField } from './locate';

export interface DuplicateFieldsArgs {
  ids: string[];
  /** Ids for the copies, one per entry of `ids`, so the caller can select them. */
  newIds: string[];
  /** mm, down and right; default 5 */
  offset?: number;
}

/** Copies fields on their own page, offset a little, with unique names; the copies are never locked. */
export const duplicateFields = defineCommand<DuplicateFieldsArgs>('duplicateFields', 'Duplicate', (draft, { ids, newIds, offset = 5 }) => {
  const taken = fieldNames(draft);
  ids.forEach((id, i) => {
    const place = locateField(draft, id);
    if (!place || !newIds[i]) return;
    const source = place.field;
    const name = uniqueFieldName(draft, source.name, taken);
    taken.add(name);
    const copy = JSON.parse(JSON.stringify(source));
    delete copy.locked;
    place.list.push({
      ...copy,
      id: newIds[i],
      name,
      position: { x: roundMm(source.position.x + offset), y: roundMm(source.position.y + offset) },
    });
  });
});
