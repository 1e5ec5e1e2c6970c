/**
 * Merged output: each worker renders a contiguous run of records into one document; the runs are then joined in
 * record order. One copyPages call per part, so a part's fonts and images are copied once, not per page.
 */
import { PDFDocument } from '@pdfme/pdf-lib';

export async function mergeParts(parts: Uint8Array[]): Promise<Uint8Array> {
  if (parts.length === 1) return parts[0];
  const merged = await PDFDocument.create();
  for (const bytes of parts) {
    const part = await PDFDocument.load(bytes);
    const pages = await merged.copyPages(part, part.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  merged.setCreator('Platen');
  merged.setProducer('Platen (pdfme 6.1.13)');
  return merged.save();
}
