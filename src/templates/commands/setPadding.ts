import { isBlankPdf } from '../types';
import { defineCommand } from './command';

export interface SetPaddingArgs {
  /** [top, right, bottom, left], mm */
  padding: [number, number, number, number];
}

/** Sets the page margins (pdfme's padding: where flowing content such as long tables breaks). */
export const setPadding = defineCommand<SetPaddingArgs>('setPadding', 'Page margins', (draft, { padding }) => {
  if (!isBlankPdf(draft.basePdf)) return;
  draft.basePdf.padding = padding.map((value) => Math.max(0, value)) as [number, number, number, number];
});
