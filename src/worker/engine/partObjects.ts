/**
 * A part of a merged batch as its render worker hands it over (issue #23): each object's PDF text with every reference
 * marked, so the coordinator can give it the merged file's number, and the streams' encoded bytes. The coordinator
 * renumbers and writes them (coordinator/mergedPdfWriter.ts) without parsing a PDF: parsing each 40-record part with
 * pdf-lib took ~1 s of a 10,000-invoice batch's 17 in the coordinator's thread, and the parsed objects were what grew
 * its young generation. The worker no longer writes the part as a file either (no object streams, no cross-reference).
 *
 * A part that arrives as a file (the service's chunks) is parsed and taken apart the same way (`partObjectsOf`).
 */
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFDocument, type PDFObject } from '@pdfme/pdf-lib';
import { conformanceOfPart } from './standards/partConformance';
import { isTagged } from './tagging/mergeStructure';

/** The kinds of object in `PartObjects.objects`. */
export const PART_OBJECT = { other: 0, page: 1, stream: 2 } as const;

/** Numbers per object in `PartObjects.objects`: see there. */
export const PART_OBJECT_FIELDS = 4;

export interface PartObjects {
  /**
   * Every object's PDF text one after another, in the order of `objects` (a stream's: its dictionary, /Length true);
   * a reference is `\u0100`, the object's number in the part, `\u0101` (REFERENCE_MARK), never PDF text, whose
   * characters are bytes. A page's text has no /Parent (the merged file's page tree gives it one).
   */
  text: string;
  /** per object, PART_OBJECT_FIELDS numbers: its number in the part, its kind (PART_OBJECT), where its text ends in `text`, where its bytes end in `contents` */
  objects: Int32Array;
  /** the streams' encoded bytes one after another, in the order of `objects` */
  contents: Uint8Array;
  /** the pages' numbers in the part, in page order */
  pages: Int32Array;
  /** the catalog's /Lang */
  lang?: string;
  /** the /Info dictionary's text without /Creator and /Producer (the merged file writes its own), references null */
  info?: string;
}

/** A reference in `PartObjects.text`; group 1 is the object's number in the part. */
export const REFERENCE_MARK = /\u0100(\d+)\u0101/g;

/** Entries a page inherits from its page-tree nodes: a part whose nodes carry one cannot be taken page by page. */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'];

/**
 * The part's objects, or undefined for one that needs the whole document to be merged (tagged for PDF/UA, written
 * to PDF/A, pages inheriting from their page tree): coordinator/mergeParts.ts joins those.
 */
export function partObjectsOf(part: PDFDocument): PartObjects | undefined {
  if (isTagged(part) || conformanceOfPart(part)) return undefined;
  const { Root, Info } = part.context.trailerInfo;
  // The catalog, the info and the page tree: the merged file writes its own.
  const skipped = new Set<PDFObject | undefined>([Root, Info]);
  const pages: PDFRef[] = [];
  let inherits = false;
  walkPageTree(
    part,
    (node, ref) => {
      skipped.add(ref);
      if (INHERITED.some((key) => node.has(PDFName.of(key)))) inherits = true;
    },
    (ref) => pages.push(ref),
  );
  if (inherits) return undefined;
  const isPage = new Set<PDFRef>(pages);
  const reference: ReferenceText = (ref) => (skipped.has(ref) ? 'null' : `\u0100${ref.objectNumber}\u0101`);

  const kept = part.context.enumerateIndirectObjects().filter(([ref]) => !skipped.has(ref));
  const objects = new Int32Array(kept.length * PART_OBJECT_FIELDS);
  const streams: Uint8Array[] = [];
  let text = '';
  let contentsLength = 0;
  for (const [index, [ref, object]] of kept.entries()) {
    let kind: number = PART_OBJECT.other;
    if (object instanceof PDFStream) {
      kind = PART_OBJECT.stream;
      const contents = object.getContents();
      streams.push(contents);
      contentsLength += contents.length;
      text += dictText(object.dict, reference, STREAM_LENGTH, `/Length ${contents.length}`);
    } else if (isPage.has(ref) && object instanceof PDFDict) {
      kind = PART_OBJECT.page;
      text += dictText(object, reference, PAGE_PARENT);
    } else {
      text += objectText(object, reference);
    }
    const at = index * PART_OBJECT_FIELDS;
    objects[at] = ref.objectNumber;
    objects[at + 1] = kind;
    objects[at + 2] = text.length;
    objects[at + 3] = contentsLength;
  }
  // One buffer, copied: a stream's bytes may be a view into a worker's cache, which must not travel (or be detached).
  const contents = new Uint8Array(contentsLength);
  let at = 0;
  for (const stream of streams) {
    contents.set(stream, at);
    at += stream.length;
  }
  const info = part.context.lookupMaybe(Info, PDFDict);
  return {
    text,
    objects,
    contents,
    pages: Int32Array.from(pages, (ref) => ref.objectNumber),
    lang: part.catalog.lookupMaybe(PDFName.of('Lang'), PDFString, PDFHexString)?.decodeText(),
    info: info && dictText(info, () => 'null', INFO_PRODUCER),
  };
}

/** A reference as PDF text: the marked number, or `null` for an object the merged file leaves out. */
type ReferenceText = (ref: PDFRef) => string;

/** A direct object (dictionary, array, name, number, string…) as PDF syntax. */
function objectText(object: PDFObject, reference: ReferenceText): string {
  if (object instanceof PDFRef) return reference(object);
  if (object instanceof PDFDict) return dictText(object, reference);
  if (object instanceof PDFArray) {
    let text = '[';
    for (let index = 0; index < object.size(); index += 1) text += `${index > 0 ? ' ' : ''}${objectText(object.get(index), reference)}`;
    return `${text}]`;
  }
  return object.toString();
}

/**
 * A dictionary's keys as written (`/Length`) that dictText leaves out, made once: keys are compared as written, not
 * decoded (decoding every key of every object was a sixth of merging a part), and the lists are not rebuilt per object.
 */
const NO_KEYS: ReadonlySet<string> = new Set();
/** a stream's /Length, written again as the length of the bytes handed over */
const STREAM_LENGTH: ReadonlySet<string> = new Set(['/Length']);
/** a page's /Parent: the merged file's page tree gives it one */
const PAGE_PARENT: ReadonlySet<string> = new Set(['/Parent']);
/** /Creator and /Producer: the merged file writes its own */
const INFO_PRODUCER: ReadonlySet<string> = new Set(['/Creator', '/Producer']);

/** A dictionary without its `omitted` keys, then `appended` (entries already in PDF syntax). */
function dictText(dict: PDFDict, reference: ReferenceText, omitted = NO_KEYS, appended = ''): string {
  let text = '<<';
  for (const [key, value] of dict.entries()) {
    const name = key.toString();
    if (!omitted.has(name)) text += `${name} ${objectText(value, reference)}`;
  }
  return `${text}${appended}>>`;
}

/** Visits a document's page tree in page order: `onNode` for each Pages node, `onPage` for each page. */
function walkPageTree(doc: PDFDocument, onNode: (node: PDFDict, ref: PDFRef) => void, onPage: (ref: PDFRef) => void): void {
  const visit = (ref: PDFRef) => {
    const node = doc.context.lookup(ref, PDFDict);
    if (node.get(PDFName.of('Type')) === PDFName.of('Page')) {
      onPage(ref);
      return;
    }
    onNode(node, ref);
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) if (kid instanceof PDFRef) visit(kid);
  };
  const root = doc.catalog.get(PDFName.of('Pages'));
  if (root instanceof PDFRef) visit(root);
}
