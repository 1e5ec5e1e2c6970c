import { defineCommand } from './command';

export interface AddPageArgs {
  /** Index the new blank page gets; default: after the last page. */
  at?: number;
}

/** Adds an empty page (same size as the others: pdfme templates share one page size). */
export const addPage = defineCommand<AddPageArgs>('addPage', 'Add page', (draft, { at }) => {
  const index = at === undefined ? draft.schemas.length : Math.max(0, Math.min(draft.schemas.length, at));
  draft.schemas.splice(index, 0, []);
});
