/**
 * A merged PDF written as its parts arrive (issue #23): each part's objects go out under new numbers the moment the
 * part is added, and only the page list and the cross-reference offsets stay behind, so a batch of 100,000 pages needs
 * the memory of one part, not of the whole document. Small objects (pages, fonts' dictionaries, graphics states) are
 * packed into compressed object streams, as pdf-lib's own save does; the page tree, catalog, info and the
 * cross-reference stream are written last.
 *
 * Parts that need the whole document (tagged for PDF/UA, written to PDF/A) go through mergeParts.ts instead:
 * `canStream` says which.
 */
import { PDFDict, PDFName, PDFRawStream, PDFRef, PDFString, PDFHexString, type PDFDocument } from '@pdfme/pdf-lib';
import { CREATOR_TOOL, PRODUCER } from '../engine/standards/conformDocument';
import { conformanceOfPart } from '../engine/standards/partConformance';
import { isTagged } from '../engine/tagging/mergeStructure';
import type { Deflate } from '../engine/pdfLibFastPaths';
import { PartNumbering } from './partNumbering';
import { dictText, latin1, objectText } from './pdfObjectText';
import { RepeatedStreams } from './repeatedStreams';
import { OBJECTS_PER_STREAM } from '../engine/saveOptions';

/** Pages per intermediate node of the page tree, so no Kids array grows with the batch. */
const PAGES_PER_NODE = 1000;

const CATALOG = 1;
const ROOT_PAGES = 2;
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'];

/**
 * Where each object is, by number: in the file at an offset (type 1) or the `index`th object of an object stream
 * (type 2); type 0 is a number not used. Typed arrays that grow by doubling: ~11 bytes an object, not a Map entry's ~100.
 */
class XrefTable {
  types = new Uint8Array(1024);
  places = new Float64Array(1024);
  indexes = new Uint16Array(1024);

  set(number: number, type: 1 | 2, place: number, index = 0): void {
    while (number >= this.types.length) this.grow();
    this.types[number] = type;
    this.places[number] = place;
    this.indexes[number] = index;
  }

  private grow(): void {
    const size = this.types.length * 2;
    const types = new Uint8Array(size);
    types.set(this.types);
    const places = new Float64Array(size);
    places.set(this.places);
    const indexes = new Uint16Array(size);
    indexes.set(this.indexes);
    Object.assign(this, { types, places, indexes });
  }
}

export class MergedPdfWriter {
  private position = 0;
  private nextNumber = ROOT_PAGES + 1;
  private readonly xref = new XrefTable();
  private pending: { number: number; text: string }[] = [];
  /** intermediate page-tree nodes: their numbers and their pages' numbers */
  private readonly nodes: { number: number; pages: number[] }[] = [];
  private lang?: string;
  private info?: PDFDict;
  private started = false;
  private readonly repeated = new RepeatedStreams();
  pageCount = 0;

  constructor(private readonly write: (bytes: Uint8Array) => void, private readonly deflate: Deflate) {}

  /** Whether a part can be written as it comes: not tagged, no standard, nothing inherited through its page tree. */
  static canStream(part: PDFDocument): boolean {
    if (isTagged(part) || conformanceOfPart(part)) return false;
    let inherits = false;
    walkPageTree(part, (node) => {
      if (INHERITED.some((key) => node.has(PDFName.of(key)))) inherits = true;
    });
    return !inherits;
  }

  /** Writes all of a part's pages and the objects they use. */
  addPart(part: PDFDocument): void {
    if (!this.started) this.start(part);
    const { Root, Info } = part.context.trailerInfo;
    const skipped = new Set<PDFRef | undefined>([Root as PDFRef, Info as PDFRef | undefined]);
    const pages: PDFRef[] = [];
    walkPageTree(part, (_, ref) => skipped.add(ref), (ref) => pages.push(ref));

    const numbering = new PartNumbering(part, skipped, this.repeated, () => this.nextNumber++);
    const parents = new Map<PDFRef, number>();
    for (const page of pages) {
      if (this.pageCount % PAGES_PER_NODE === 0) this.nodes.push({ number: this.nextNumber++, pages: [] });
      const node = this.nodes[this.nodes.length - 1];
      node.pages.push(numbering.numberOf(page)!);
      parents.set(page, node.number);
      this.pageCount += 1;
    }

    for (const [ref, object] of part.context.enumerateIndirectObjects()) {
      const number = numbering.numberOf(ref);
      if (number === undefined) continue;
      if (object instanceof PDFRawStream) {
        const placed = numbering.streamToWrite(ref, object);
        if (placed) this.writeStream(number, placed.head, placed.contents); // else written before, by an earlier part or earlier in this one
      } else if (object instanceof PDFDict && parents.has(ref)) {
        this.queue(number, dictText(object, numbering.renumber, { Parent: `${parents.get(ref)} 0 R` }));
      } else {
        this.queue(number, objectText(object, numbering.renumber));
      }
    }
  }

  /** The page tree, catalog, info and cross-reference stream; nothing is written for a writer given no part. */
  finish(): void {
    if (!this.started) return;
    for (const node of this.nodes) {
      this.queue(node.number, `<</Type /Pages /Parent ${ROOT_PAGES} 0 R /Kids [${node.pages.map((n) => `${n} 0 R`).join(' ')}] /Count ${node.pages.length}>>`);
    }
    this.queue(ROOT_PAGES, `<</Type /Pages /Kids [${this.nodes.map((node) => `${node.number} 0 R`).join(' ')}] /Count ${this.pageCount}>>`);
    const lang = this.lang === undefined ? '' : ` /Lang ${PDFString.of(this.lang).toString()}`;
    this.queue(CATALOG, `<</Type /Catalog /Pages ${ROOT_PAGES} 0 R${lang}>>`);
    const infoNumber = this.nextNumber++;
    const creator = { Creator: PDFString.of(CREATOR_TOOL).toString(), Producer: PDFString.of(PRODUCER).toString() };
    this.queue(infoNumber, this.info ? dictText(this.info, () => undefined, creator) : `<</Creator ${creator.Creator} /Producer ${creator.Producer}>>`);
    this.flushObjectStream();
    this.writeXrefStream(infoNumber);
  }

  private start(first: PDFDocument): void {
    this.started = true;
    // A binary comment on the second line tells transfer programs the file is binary (ISO 32000-1, 7.5.2).
    this.emit(new Uint8Array([...latin1('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
    this.lang = first.catalog.lookupMaybe(PDFName.of('Lang'), PDFString, PDFHexString)?.decodeText();
    this.info = first.context.lookupMaybe(first.context.trailerInfo.Info, PDFDict);
  }

  private emit(bytes: Uint8Array): void {
    this.write(bytes);
    this.position += bytes.length;
  }

  private writeStream(number: number, head: string, contents: Uint8Array): void {
    this.xref.set(number, 1, this.position);
    this.emit(latin1(`${number} 0 obj\n${head}\nstream\n`));
    this.emit(contents);
    this.emit(latin1('\nendstream\nendobj\n'));
  }

  private queue(number: number, text: string): void {
    this.pending.push({ number, text });
    if (this.pending.length >= OBJECTS_PER_STREAM) this.flushObjectStream();
  }

  private flushObjectStream(): void {
    if (this.pending.length === 0) return;
    const streamNumber = this.nextNumber++;
    let header = '';
    let body = '';
    for (const [index, { number, text }] of this.pending.entries()) {
      header += `${number} ${body.length} `;
      body += `${text}\n`;
      this.xref.set(number, 2, streamNumber, index);
    }
    const contents = this.deflate(latin1(`${header}\n${body}`));
    const head = `<</Type /ObjStm /N ${this.pending.length} /First ${header.length + 1} /Filter /FlateDecode /Length ${contents.length}>>`;
    this.pending = [];
    this.writeStream(streamNumber, head, contents);
  }

  private writeXrefStream(infoNumber: number): void {
    const xrefNumber = this.nextNumber++;
    this.xref.set(xrefNumber, 1, this.position);
    const size = xrefNumber + 1;
    // Offsets take 4 bytes up to 4 GB, 8 beyond (a merged file of a few million pages).
    const width = this.position >= 2 ** 32 ? 8 : 4;
    const rowBytes = 1 + width + 2;
    const table = new Uint8Array(size * rowBytes);
    const { types, places, indexes } = this.xref;
    for (let number = 0; number < size; number += 1) {
      const at = number * rowBytes;
      if (types[number] === 0) {
        // object 0 heads the free list with generation 65535; every other number is in use
        if (number === 0) table[at + width + 1] = table[at + width + 2] = 0xff;
        continue;
      }
      table[at] = types[number];
      let value = places[number];
      for (let byte = width; byte >= 1; byte -= 1) {
        table[at + byte] = value % 256;
        value = Math.floor(value / 256);
      }
      table[at + width + 1] = indexes[number] >> 8;
      table[at + width + 2] = indexes[number] & 0xff;
    }
    const contents = this.deflate(table);
    const head = `<</Type /XRef /Size ${size} /W [1 ${width} 2] /Root ${CATALOG} 0 R /Info ${infoNumber} 0 R /Filter /FlateDecode /Length ${contents.length}>>`;
    const xrefAt = this.position;
    this.emit(latin1(`${xrefNumber} 0 obj\n${head}\nstream\n`));
    this.emit(contents);
    this.emit(latin1(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  }
}

/** Visits a part's page tree in page order: `onNode` for each Pages node, `onPage` for each page. */
function walkPageTree(part: PDFDocument, onNode: (node: PDFDict, ref: PDFRef) => void, onPage?: (ref: PDFRef) => void): void {
  const visit = (ref: PDFRef) => {
    const node = part.context.lookup(ref, PDFDict);
    if (node.get(PDFName.of('Type')) === PDFName.of('Page')) {
      onPage?.(ref);
      return;
    }
    onNode(node, ref);
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids && 'asArray' in kids) for (const kid of (kids as { asArray(): unknown[] }).asArray()) if (kid instanceof PDFRef) visit(kid);
  };
  const root = part.catalog.get(PDFName.of('Pages'));
  if (root instanceof PDFRef) visit(root);
}
