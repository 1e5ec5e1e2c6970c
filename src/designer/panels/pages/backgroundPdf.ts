/**
 * A PDF file as the open template's page background, in one undo entry; checked with pdf.js first, so a damaged or
 * encrypted file changes nothing. Shared by the Pages panel's upload and a PDF dropped onto the window.
 */
import { setBackgroundPdf } from '../../../templates/commands/setBackgroundPdf';
import { PdfOpenError, openPdf } from '../../preview/pdfjs';
import { designer } from '../../store';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Uses `file` as the background; says what happened, naming the file. Never throws. */
export async function backgroundFromFile(file: File): Promise<{ text: string; error: boolean }> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const doc = await openPdf(bytes);
    const pageCount = doc.numPages;
    try {
      // pdf.js repairs a lot; a first page that cannot be read means the PDF engine would fail on it too.
      if (pageCount < 1) throw new PdfOpenError('This file is not a readable PDF: it has no pages.', 'corrupt');
      await doc.getPage(1);
    } finally {
      await doc.loadingTask.destroy();
    }
    const dataUrl = await readDataUrl(new File([bytes], file.name, { type: 'application/pdf' }));
    designer.run(setBackgroundPdf, { basePdf: dataUrl, pageCount });
    return { text: `${file.name}: ${pageCount} page${pageCount === 1 ? '' : 's'} in the background.`, error: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { text: `${file.name} was not used. ${message}`, error: true };
  }
}
