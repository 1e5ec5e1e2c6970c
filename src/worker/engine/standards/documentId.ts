/**
 * The trailer /ID PDF/A requires: two equal 16-byte strings made from the document's own bytes (SHA-256 of the file
 * saved without an ID, cut to 16 bytes), so the same template, record and date give the same ID, and so the same file.
 */
import { PDFArray, PDFHexString, type PDFDocument } from '@pdfme/pdf-lib';
import { saveOptions } from '../saveOptions';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Sets the trailer /ID from the document as it would be saved now. */
export async function setDocumentId(doc: PDFDocument): Promise<void> {
  doc.context.trailerInfo.ID = undefined;
  const bytes = await doc.save(saveOptions(doc));
  const id = PDFHexString.of(hex(sha256(bytes).subarray(0, 16)));
  const array = PDFArray.withContext(doc.context);
  array.push(id);
  array.push(id);
  doc.context.trailerInfo.ID = array;
}
