import { defineCommand } from './command';

export interface KeepSampleAsFixedArgs {
  /** field names (header/footer fields included) */
  names: string[];
}

/**
 * Turns data fields into fixed content: their sample content is printed for every record (pdfme's `readOnly`), as
 * when a label's sender address has no column in the data and would otherwise print empty.
 */
export const keepSampleAsFixed = defineCommand<KeepSampleAsFixedArgs>('keepSampleAsFixed', 'Keep sample as fixed content', (draft, { names }) => {
  const wanted = new Set(names);
  const statics = typeof draft.basePdf === 'object' && draft.basePdf !== null && 'staticSchema' in draft.basePdf ? (draft.basePdf.staticSchema ?? []) : [];
  for (const field of [...draft.schemas.flat(), ...statics]) if (wanted.has(field.name)) field.readOnly = true;
});
