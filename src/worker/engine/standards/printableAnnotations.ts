/**
 * PDF/A wants every annotation printed as it is shown (the Print flag set; Hidden, Invisible, NoView and
 * ToggleNoView clear) and no action that runs or fetches something. Platen's own annotations are links: a base PDF's
 * URI links (baseLinks.ts) and pdfme's internal GoTo links, neither of which sets /F.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFDocument } from '@pdfme/pdf-lib';

const PRINT = 4;
const NOT_SHOWN = 1 | 2 | 32 | 256; // Invisible, Hidden, NoView, ToggleNoView
/** Actions PDF/A-2 and -3 allow (ISO 19005-2 6.5.1): the rest launch, run or play something. */
const ALLOWED_ACTIONS = new Set(['GoTo', 'GoToR', 'GoToE', 'Thread', 'URI', 'Named', 'SubmitForm']);

/** Sets the Print flag on every annotation; returns sentences for actions PDF/A forbids (none are removed silently). */
export function makeAnnotationsPrintable(doc: PDFDocument): string[] {
  const problems: string[] = [];
  doc.getPages().forEach((page, pageIndex) => {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) return;
    for (let i = 0; i < annots.size(); i += 1) {
      const annot = annots.lookupMaybe(i, PDFDict);
      if (!annot) continue;
      const flags = annot.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
      annot.set(PDFName.of('F'), PDFNumber.of((flags | PRINT) & ~NOT_SHOWN));
      const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
      const kind = action?.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText();
      if (kind && !ALLOWED_ACTIONS.has(kind)) problems.push(`page ${pageIndex + 1} has a link that runs a ${kind} action, which PDF/A forbids`);
      if (annot.has(PDFName.of('AA'))) problems.push(`page ${pageIndex + 1} has an annotation with additional actions (/AA), which PDF/A forbids`);
    }
  });
  return problems;
}
