/**
 * Web links of an uploaded base PDF. Drawing an embedded page copies its look but not its annotations, so
 * generate() re-creates each safe URI link on every output page; this reads them once per template instead of once
 * per record, then adds them to each page drawn.
 */
import { normalizeSafeLinkUri } from '@pdfme/common';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFPage } from '@pdfme/pdf-lib';

/** A link on a base page, its rectangle in pt relative to the page's crop box. */
export interface BaseLink {
  rect: [number, number, number, number];
  uri: string;
}

/** The safe URI links of one uploaded page, clipped to its crop box (as generate() does). */
export function readBaseLinks(page: PDFPage): BaseLink[] {
  const annots = page.node.Annots();
  if (!annots) return [];
  const crop = page.getCropBox();
  const links: BaseLink[] = [];
  for (let i = 0; i < annots.size(); i += 1) {
    const annot = annots.lookupMaybe(i, PDFDict);
    if (!annot || annot.lookupMaybe(PDFName.of('Subtype'), PDFName) !== PDFName.of('Link')) continue;
    const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
    if (!action || action.lookupMaybe(PDFName.of('S'), PDFName) !== PDFName.of('URI')) continue;
    const raw = action.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString);
    const uri = raw ? normalizeSafeLinkUri(raw.decodeText()) : undefined;
    const rectArray = annot.lookupMaybe(PDFName.of('Rect'), PDFArray);
    if (!uri || !rectArray) continue;
    const r = rectArray.asRectangle();
    const left = Math.max(r.x, crop.x);
    const bottom = Math.max(r.y, crop.y);
    const right = Math.min(r.x + r.width, crop.x + crop.width);
    const top = Math.min(r.y + r.height, crop.y + crop.height);
    if (right <= left || top <= bottom) continue;
    links.push({ rect: [left - crop.x, bottom - crop.y, right - crop.x, top - crop.y], uri });
  }
  return links;
}

/** Adds the links to a page of the output document. */
export function addBaseLinks(page: PDFPage, links: BaseLink[]): void {
  const context = page.doc.context;
  for (const link of links) {
    const annot = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: link.rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(link.uri) },
    });
    page.node.addAnnot(context.register(annot));
  }
}
