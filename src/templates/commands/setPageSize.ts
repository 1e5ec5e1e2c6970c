import { isBlankPdf } from '../types';
import { roundMm } from '../units';
import { defineCommand } from './command';

export interface SetPageSizeArgs {
  /** mm */
  width: number;
  /** mm */
  height: number;
}

/** Sets the size of every page (blank-page templates only; an uploaded PDF brings its own size). */
export const setPageSize = defineCommand<SetPageSizeArgs>('setPageSize', 'Page size', (draft, { width, height }) => {
  if (!isBlankPdf(draft.basePdf) || width <= 0 || height <= 0) return;
  draft.basePdf.width = roundMm(width);
  draft.basePdf.height = roundMm(height);
});
