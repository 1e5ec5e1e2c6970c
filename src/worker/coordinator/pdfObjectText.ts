/**
 * PDF objects as the bytes of another file: a part's objects written into the merged PDF (mergedPdfWriter.ts) under
 * new object numbers. pdf-lib writes a reference as its own number; here every reference goes through `renumber`.
 */
import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, type PDFObject } from '@pdfme/pdf-lib';

/** The new number of a part's object; undefined for one the merged file leaves out (it is then written as null). */
export type Renumber = (ref: PDFRef) => number | undefined;

/** A direct object (dictionary, array, name, number, string…) as PDF syntax, references renumbered. */
export function objectText(object: PDFObject, renumber: Renumber): string {
  if (object instanceof PDFRef) {
    const number = renumber(object);
    return number === undefined ? 'null' : `${number} 0 R`;
  }
  if (object instanceof PDFDict) return dictText(object, renumber);
  if (object instanceof PDFArray) {
    let text = '[';
    for (let index = 0; index < object.size(); index += 1) text += `${index > 0 ? ' ' : ''}${objectText(object.get(index), renumber)}`;
    return `${text}]`;
  }
  return object.toString();
}

/**
 * A dictionary; `extra` entries (already PDF syntax) replace the dictionary's own of the same name. Keys are compared
 * as written (`/Length`), not decoded: decoding every key of every object was a sixth of merging a part (issue #23).
 */
export function dictText(dict: PDFDict, renumber: Renumber, extra: Record<string, string> = {}): string {
  const replaced = Object.entries(extra).map(([key, value]) => `${PDFName.of(key).toString()} ${value}`);
  let text = '<<';
  for (const [key, value] of dict.entries()) {
    const name = key.toString();
    if (!replaced.some((entry) => entry.startsWith(`${name} `))) text += `${name} ${objectText(value, renumber)}`;
  }
  return `${text}${replaced.join('')}>>`;
}

/** A stream's dictionary with its true /Length (a part may give it as a reference) and its encoded bytes. */
export function streamParts(stream: PDFRawStream, renumber: Renumber): { head: string; contents: Uint8Array } {
  const contents = stream.getContents();
  return { head: dictText(stream.dict, renumber, { Length: String(contents.length) }), contents };
}

/** PDF syntax is bytes: pdf-lib's strings hold one byte per character (names and literal strings may use 128–255). */
export function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
