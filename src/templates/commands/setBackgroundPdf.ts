import type { BasePdf } from '../types';
import { defineCommand } from './command';

export interface SetBackgroundPdfArgs {
  /** An uploaded PDF as a data URL, or a blank page description to go back to blank pages. */
  basePdf: BasePdf;
  /** Pages in the uploaded PDF: the template gets at least as many pages so every PDF page can hold fields. */
  pageCount: number;
}

/**
 * Uses an uploaded PDF as the page background in one undo entry, adding empty field pages so the template has one
 * per PDF page (pdfme pairs schemas[i] with PDF page i). Existing fields are kept.
 */
export const setBackgroundPdf = defineCommand<SetBackgroundPdfArgs>('setBackgroundPdf', 'Page background', (draft, { basePdf, pageCount }) => {
  draft.basePdf = basePdf;
  while (draft.schemas.length < pageCount) draft.schemas.push([]);
});
