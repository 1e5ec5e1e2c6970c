/**
 * Merged output: each worker renders a contiguous run of records into one document; the runs are then joined in
 * record order. One copyPages call per part, so a part's fonts and images are copied once, not per page. Parts
 * written to a standard (PDF/A) give a joined file made conformant with the first part's metadata and date.
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { conformDocument, CREATOR_TOOL, PRODUCER } from '../engine/standards/conformDocument';
import { conformanceOfPart } from '../engine/standards/partConformance';

export async function mergeParts(parts: Uint8Array[]): Promise<Uint8Array> {
  if (parts.length === 1) return parts[0];
  const merged = await PDFDocument.create();
  let conformance: ReturnType<typeof conformanceOfPart>;
  for (const [index, bytes] of parts.entries()) {
    const part = await PDFDocument.load(bytes);
    if (index === 0) conformance = conformanceOfPart(part);
    const pages = await merged.copyPages(part, part.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  merged.setCreator(CREATOR_TOOL);
  merged.setProducer(PRODUCER);
  if (conformance) await conformDocument(merged, conformance);
  return merged.save();
}
