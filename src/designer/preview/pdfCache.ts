/** Opened PDFs by data URL, shared by every page of a template (decode once, draw many). */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf } from './pdfjs';

/** How many different PDFs stay decoded: the open template's background plus a few recent ones. */
const KEEP = 4;
const documents = new Map<string, Promise<PDFDocumentProxy>>();

export function openCachedPdf(pdf: string): Promise<PDFDocumentProxy> {
  let doc = documents.get(pdf);
  if (!doc) {
    doc = openPdf(pdf);
    documents.set(pdf, doc);
    doc.catch(() => documents.delete(pdf));
    if (documents.size > KEEP) {
      const [oldest] = documents.keys();
      void documents.get(oldest)?.then((d) => d.loadingTask.destroy()).catch(() => undefined);
      documents.delete(oldest);
    }
  }
  return doc;
}
