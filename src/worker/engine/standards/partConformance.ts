/**
 * A merged PDF is joined from parts each worker made conformant (coordinator/mergeParts.ts): the joined file takes
 * the standard, title, author, subject, language and date of its first part, read back from the part itself, so the
 * coordinator and the queue's assembler need not carry the template to write the same file.
 */
import { PDFDict, PDFName, PDFRawStream, PDFString, PDFHexString, type PDFDocument } from '@pdfme/pdf-lib';
import type { ConformanceOptions } from './conformDocument';

const text = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFString, PDFHexString)?.decodeText();

/** The conformance the part was written with, or undefined for a plain PDF. */
export function conformanceOfPart(part: PDFDocument): ConformanceOptions | undefined {
  const metadata = part.context.lookup(part.catalog.get(PDFName.of('Metadata')));
  if (!(metadata instanceof PDFRawStream)) return undefined;
  const xmp = new TextDecoder().decode(metadata.getContents());
  const partNumber = /<pdfaid:part>(\d)<\/pdfaid:part>/.exec(xmp)?.[1];
  if (partNumber !== '2' && partNumber !== '3') return undefined;
  const info = part.context.lookupMaybe(part.context.trailerInfo.Info, PDFDict);
  const date = info?.lookupMaybe(PDFName.of('CreationDate'), PDFString)?.decodeDate();
  const lang = part.catalog.lookupMaybe(PDFName.of('Lang'), PDFString, PDFHexString)?.decodeText();
  return {
    standard: partNumber === '2' ? 'pdfa-2b' : 'pdfa-3b',
    title: (info && text(info, 'Title')) ?? '',
    author: info && text(info, 'Author'),
    subject: info && text(info, 'Subject'),
    lang,
    date: date ?? new Date(0),
  };
}
