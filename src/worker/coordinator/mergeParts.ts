/**
 * Merged output: each worker renders a contiguous run of records into one document; the runs are then joined in
 * record order. One copyPages call per part, so a part's fonts and images are copied once, not per page. Tagged
 * parts (PDF/UA) keep their structure: mergeStructure copies it onto the joined pages.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { isTagged, mergeStructure, type CopiedPart } from '../engine/tagging/mergeStructure';

export async function mergeParts(parts: Uint8Array[]): Promise<Uint8Array> {
  if (parts.length === 1) return parts[0];
  const merged = await PDFDocument.create();
  const copied: CopiedPart[] = [];
  for (const bytes of parts) {
    const part = await PDFDocument.load(bytes);
    const pages = await merged.copyPages(part, part.getPageIndices());
    for (const page of pages) merged.addPage(page);
    // an untagged part is let go as soon as it is copied: only a tagged one is needed again, for its structure
    if (isTagged(part)) copied.push({ doc: part, pages });
  }
  if (copied.length === parts.length) mergeStructure(merged, copied);
  merged.setCreator('Platen');
  merged.setProducer('Platen (pdfme 6.1.13)');
  return merged.save();
}
