import type { BasePdf } from '../types';
import { defineCommand } from './command';

export interface SetBasePdfArgs {
  /** A blank page description or an uploaded PDF as a data URL. */
  basePdf: BasePdf;
}

/** Replaces the page background: an uploaded PDF, or back to blank pages. */
export const setBasePdf = defineCommand<SetBasePdfArgs>('setBasePdf', 'Page background', (draft, { basePdf }) => {
  draft.basePdf = basePdf;
});
