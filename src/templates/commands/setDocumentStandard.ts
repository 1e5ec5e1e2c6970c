import type { DocumentStandard } from '../documentStandard';
import { defineCommand } from './command';

export interface SetDocumentStandardArgs {
  /** the standard every PDF of the template is written to; null: plain PDF */
  standard: DocumentStandard | null;
}

/** Sets the template's document standard (template.platen.standard: PDF/A-2b, PDF/A-3b or none), one undo entry. */
export const setDocumentStandard = defineCommand<SetDocumentStandardArgs>('setDocumentStandard', 'Document standard', (draft, { standard }) => {
  if (standard === null) {
    if (draft.platen) delete draft.platen.standard;
    return;
  }
  draft.platen ??= {};
  draft.platen.standard = standard;
});
