/**
 * A merged PDF written as its parts arrive (issue #23): each part's objects go out under new numbers the moment the
 * part is added, and only the page list and the cross-reference offsets stay behind, so a batch of 100,000 pages needs
 * the memory of one part, not of the whole document. Small objects (pages, fonts' dictionaries, graphics states) are
 * packed into compressed object streams, as pdf-lib's own save does; the page tree, catalog, info and the
 * cross-reference stream are written last. A part comes as its objects' text and bytes (engine/partObjects.ts), so
 * nothing here parses a PDF.
 *
 * Parts that need the whole document (tagged for PDF/UA, written to PDF/A) go through mergeParts.ts instead.
 */
import { PDFString } from '@pdfme/pdf-lib';
import { CREATOR_TOOL, PRODUCER } from '../engine/standards/conformDocument';
import type { Deflate } from '../engine/pdfLibFastPaths';
import { PART_OBJECT, type PartObjects } from '../engine/partObjects';
import { PartNumbering } from './partNumbering';
import { RepeatedStreams } from './repeatedStreams';
import { OBJECTS_PER_STREAM } from '../engine/saveOptions';

/** Pages per intermediate node of the page tree, so no Kids array grows with the batch. */
const PAGES_PER_NODE = 1000;

const CATALOG = 1;
const ROOT_PAGES = 2;

/** Rows of XrefTable per block: 512 KB blocks, so the table grows without a copy and holds no room it does not use. */
const XREF_ROWS_PER_BLOCK = 65536;
const XREF_ROW_BYTES = 8;

/**
 * Where each object is, by number: in the file at an offset (type 1) or the `index`th object of an object stream
 * (type 2); type 0 is a number not used. A row is 8 bytes: the type, the offset or stream number in 5 (up to 1 TB),
 * the index in 2. A merged file has ~2 objects a page, so a utility's 2 million statements are ~34 MB of rows; the
 * typed arrays that grew by doubling before took 11 bytes a row of up to twice the rows used, and three times that
 * while they were copied to grow.
 */
class XrefTable {
  private readonly blocks: Uint8Array[] = [];

  set(number: number, type: 1 | 2, place: number, index = 0): void {
    const block = Math.floor(number / XREF_ROWS_PER_BLOCK);
    while (block >= this.blocks.length) this.blocks.push(new Uint8Array(XREF_ROWS_PER_BLOCK * XREF_ROW_BYTES));
    const row = this.blocks[block];
    const at = (number % XREF_ROWS_PER_BLOCK) * XREF_ROW_BYTES;
    row[at] = type;
    let value = place;
    for (let byte = 5; byte >= 1; byte -= 1) {
      row[at + byte] = value % 256;
      value = Math.floor(value / 256);
    }
    row[at + 6] = index >> 8;
    row[at + 7] = index & 0xff;
  }

  /** The row of `number` as the cross-reference stream writes it: type, place in `width` bytes, index in 2. */
  copyRow(number: number, width: number, into: Uint8Array, at: number): void {
    const block = this.blocks[Math.floor(number / XREF_ROWS_PER_BLOCK)];
    if (!block) return; // a number past the last row set: unused
    const from = (number % XREF_ROWS_PER_BLOCK) * XREF_ROW_BYTES;
    into[at] = block[from];
    // the place's 5 bytes, right-aligned in `width` (4 while the file is under 4 GB: its top byte is then 0)
    for (let byte = 0; byte < Math.min(width, 5); byte += 1) into[at + width - byte] = block[from + 5 - byte];
    into[at + width + 1] = block[from + 6];
    into[at + width + 2] = block[from + 7];
  }
}

export class MergedPdfWriter {
  private position = 0;
  private nextNumber = ROOT_PAGES + 1;
  private readonly xref = new XrefTable();
  private pending: { number: number; text: string }[] = [];
  /** numbers of the page tree's intermediate nodes, in page order */
  private readonly nodeNumbers: number[] = [];
  /** the node pages go under now, with its pages' numbers; written once it has PAGES_PER_NODE, so none are kept */
  private node?: { number: number; pages: number[] };
  private lang?: string;
  private info?: string;
  private started = false;
  private readonly repeated = new RepeatedStreams();
  pageCount = 0;

  constructor(private readonly write: (bytes: Uint8Array) => void, private readonly deflate: Deflate) {}

  /** Writes all of a part's pages and the objects they use. */
  addPart(part: PartObjects): void {
    if (!this.started) this.start(part);
    const numbering = new PartNumbering(part, this.repeated, () => this.nextNumber++);
    /** the merged file's numbers of this part's pages, and of the page-tree node each goes under */
    const parents = new Map<number, number>();
    for (const page of part.pages) {
      if (!this.node) {
        this.node = { number: this.nextNumber++, pages: [] };
        this.nodeNumbers.push(this.node.number);
      }
      const number = numbering.numberOf(page);
      this.node.pages.push(number);
      parents.set(number, this.node.number);
      this.pageCount += 1;
      if (this.node.pages.length === PAGES_PER_NODE) {
        this.writeNode(this.node);
        this.node = undefined;
      }
    }

    for (let index = 0; index < numbering.count; index += 1) {
      const number = numbering.numberAt(index);
      const kind = numbering.kindOf(index);
      if (kind === PART_OBJECT.stream) {
        const placed = numbering.streamToWrite(index);
        if (placed) this.writeStream(number, placed.head, placed.contents); // else written before, by an earlier part or earlier in this one
      } else if (kind === PART_OBJECT.page && parents.has(number)) {
        this.queue(number, withEntries(numbering.textAt(index), `/Parent ${parents.get(number)} 0 R`));
      } else {
        this.queue(number, numbering.textAt(index));
      }
    }
  }

  /** The page tree, catalog, info and cross-reference stream; nothing is written for a writer given no part. */
  finish(): void {
    if (!this.started) return;
    if (this.node) this.writeNode(this.node);
    this.queue(ROOT_PAGES, `<</Type /Pages /Kids [${this.nodeNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${this.pageCount}>>`);
    const lang = this.lang === undefined ? '' : ` /Lang ${PDFString.of(this.lang).toString()}`;
    this.queue(CATALOG, `<</Type /Catalog /Pages ${ROOT_PAGES} 0 R${lang}>>`);
    const infoNumber = this.nextNumber++;
    const creator = `/Creator ${PDFString.of(CREATOR_TOOL).toString()} /Producer ${PDFString.of(PRODUCER).toString()}`;
    this.queue(infoNumber, withEntries(this.info ?? '<<>>', creator));
    this.flushObjectStream();
    this.writeXrefStream(infoNumber);
  }

  private start(first: PartObjects): void {
    this.started = true;
    // A binary comment on the second line tells transfer programs the file is binary (ISO 32000-1, 7.5.2).
    this.emit(new Uint8Array([...latin1('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
    this.lang = first.lang;
    this.info = first.info;
  }

  private writeNode(node: { number: number; pages: number[] }): void {
    this.queue(node.number, `<</Type /Pages /Parent ${ROOT_PAGES} 0 R /Kids [${node.pages.map((n) => `${n} 0 R`).join(' ')}] /Count ${node.pages.length}>>`);
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
    // object 0 heads the free list with generation 65535; every other number is in use
    table[width + 1] = table[width + 2] = 0xff;
    for (let number = 1; number < size; number += 1) this.xref.copyRow(number, width, table, number * rowBytes);
    const contents = this.deflate(table);
    const head = `<</Type /XRef /Size ${size} /W [1 ${width} 2] /Root ${CATALOG} 0 R /Info ${infoNumber} 0 R /Filter /FlateDecode /Length ${contents.length}>>`;
    const xrefAt = this.position;
    this.emit(latin1(`${xrefNumber} 0 obj\n${head}\nstream\n`));
    this.emit(contents);
    this.emit(latin1(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  }
}

/** A dictionary's text with `entries` (PDF syntax) added at its end. */
function withEntries(dict: string, entries: string): string {
  return `${dict.slice(0, -2)}${entries}>>`;
}

/** PDF syntax is bytes: pdf-lib's strings hold one byte per character (names and literal strings may use 128–255). */
export function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
