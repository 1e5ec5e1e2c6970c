import { defineCommand } from './command';

export interface DeletePageArgs {
  page: number;
}

/** Deletes a page and its fields; the last remaining page is never deleted (a template has at least one). */
export const deletePage = defineCommand<DeletePageArgs>('deletePage', 'Delete page', (draft, { page }) => {
  if (draft.schemas.length <= 1 || !draft.schemas[page]) return;
  draft.schemas.splice(page, 1);
});
