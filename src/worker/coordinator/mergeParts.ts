/**
 * Merged output: each worker renders a contiguous run of records into one document; the runs are then joined in
 * record order. One copyPages call per part, so a part's fonts and images are copied once, not per page. Tagged
 * parts (PDF/UA) keep their structure: mergeStructure copies it onto the joined pages. Parts written to a standard
 * (PDF/A) give a joined file made conformant with the first part's metadata and date, last (its /ID is a hash of
 * the finished document).
 */
import { PDFDocument } from '@pdfme/pdf-lib';
import { conformDocument, CREATOR_TOOL, PRODUCER } from '../engine/standards/conformDocument';
import { conformanceOfPart } from '../engine/standards/partConformance';
import { isTagged, mergeStructure, type CopiedPart } from '../engine/tagging/mergeStructure';

export async function mergeParts(parts: Uint8Array[]): Promise<Uint8Array> {
  if (parts.length === 1) return parts[0];
  // The parts' own dates, not the time of merging: SOURCE_DATE_EPOCH gives the same file on every run.
  const merged = await PDFDocument.create({ updateMetadata: false });
  let conformance: ReturnType<typeof conformanceOfPart>;
  const copied: CopiedPart[] = [];
  for (const [index, bytes] of parts.entries()) {
    const part = await PDFDocument.load(bytes, { updateMetadata: false });
    if (index === 0) {
      conformance = conformanceOfPart(part);
      const created = part.getCreationDate();
      const modified = part.getModificationDate();
      if (created) merged.setCreationDate(created);
      if (modified) merged.setModificationDate(modified);
    }
    const pages = await merged.copyPages(part, part.getPageIndices());
    for (const page of pages) merged.addPage(page);
    // an untagged part is let go as soon as it is copied: only a tagged one is needed again, for its structure
    if (isTagged(part)) copied.push({ doc: part, pages });
  }
  const tagged = copied.length === parts.length;
  if (tagged) mergeStructure(merged, copied);
  merged.setCreator(CREATOR_TOOL);
  merged.setProducer(PRODUCER);
  if (conformance) await conformDocument(merged, { ...conformance, tagged });
  return merged.save();
}
