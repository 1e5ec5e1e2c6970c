import { fieldNames, uniqueFieldName } from '../naming';
import { defineCommand } from './command';

export interface DuplicatePageArgs {
  page: number;
  /** Ids for the copied fields, in page order (the caller generates them so the result is deterministic). */
  newIds: string[];
}

/** Copies a page with its fields right after it; copied fields get unique names (pdfme needs names unique). */
export const duplicatePage = defineCommand<DuplicatePageArgs>('duplicatePage', 'Duplicate page', (draft, { page, newIds }) => {
  const source = draft.schemas[page];
  if (!source) return;
  const taken = fieldNames(draft);
  const copy = source.map((field, i) => {
    const name = uniqueFieldName(draft, field.name, taken);
    taken.add(name);
    return { ...JSON.parse(JSON.stringify(field)), id: newIds[i], name };
  });
  draft.schemas.splice(page + 1, 0, copy);
});
