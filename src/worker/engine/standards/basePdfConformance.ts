/**
 * Whether an uploaded background PDF can go into a PDF/A file. Its pages are drawn as form XObjects carrying their
 * fonts, so a font without its program embedded would make every output non-conformant; JavaScript (which pdf-lib
 * would not copy, but whose presence says the file expects to act) is refused too, as the issue asks. Encryption
 * never gets this far: the base PDF parse refuses it (prepare.ts), with a PDF/A sentence when a standard is asked.
 * Checked once per template, before any record is rendered.
 */
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument } from '@pdfme/pdf-lib';
import type { DocumentStandard } from '../../../templates/documentStandard';
import { STANDARD_LABELS } from '../../../templates/documentStandard';

const name = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.decodeText();

/** The descriptor that should hold the font program: a composite font's descendant's, else the font's own. */
function descriptorOf(font: PDFDict): PDFDict | undefined {
  if (name(font, 'Subtype') === 'Type0') {
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookupMaybe(0, PDFDict);
    return descendant?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  }
  return font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
}

const isEmbedded = (descriptor: PDFDict | undefined) =>
  !!descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)));

/** Every dictionary of the file: indirect ones and those written inside them (an /OpenAction, a page's font). */
function* dictionaries(base: PDFDocument): Generator<PDFDict> {
  const pending: unknown[] = base.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop();
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      yield dict;
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (dict instanceof PDFArray) pending.push(...dict.asArray());
  }
}

/** Why the background PDF cannot be made conformant, as a sentence, or null. */
export function basePdfConformanceProblem(base: PDFDocument, standard: DocumentStandard): string | null {
  const label = STANDARD_LABELS[standard];
  const unembedded = new Set<string>();
  let javaScript = false;
  for (const dict of dictionaries(base)) {
    if (dict.has(PDFName.of('JS')) || name(dict, 'S') === 'JavaScript') javaScript = true;
    if (name(dict, 'Type') !== 'Font') continue;
    const subtype = name(dict, 'Subtype');
    // Type 3 glyphs are content streams, and a CID font is checked through the Type 0 font that uses it.
    if (subtype === 'Type3' || subtype === 'CIDFontType0' || subtype === 'CIDFontType2') continue;
    if (!isEmbedded(descriptorOf(dict))) unembedded.add(name(dict, 'BaseFont') ?? 'a font with no name');
  }
  if (unembedded.size > 0) {
    const fonts = [...unembedded].slice(0, 5).join(', ');
    return `the background PDF uses fonts that are not embedded (${fonts}${unembedded.size > 5 ? ', …' : ''}), which ${label} forbids. Export it again with all fonts embedded (in most programs: "PDF/A" or "embed all fonts").`;
  }
  if (javaScript) return `the background PDF contains JavaScript, which ${label} forbids. Export it again without scripts or form actions.`;
  return null;
}

/** The sentence for an encrypted background PDF when a standard is asked for. */
export const encryptedBaseProblem = (standard: DocumentStandard) =>
  `the background PDF is encrypted (password-protected or with permissions set), which ${STANDARD_LABELS[standard]} forbids. Save it again without security.`;
