/**
 * The pdf-lib fast paths must write what pdf-lib itself writes: the same numbers, streams that inflate to the same
 * bytes; drawing operands shortened to what a reader keeps of them; one graphics state per distinct opacity on a
 * page. These tests also fail if the pdf-lib internals they hook (contentsCache, PDFNumber fields, PDFOperator.of,
 * maybeEmbedGraphicsState, PDFPage's getSize and setMediaBox) move.
 */
import { inflateSync, unzlibSync } from 'fflate';
import { PDFArray, PDFContentStream, PDFDocument, PDFName, PDFNumber, PDFOperator, PDFRawStream, PDFRef, numberToString, rgb } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import { installPdfLibFastPaths } from '../../../../src/worker/engine/pdfLibFastPaths';
import { reuseContents, type KeptContents } from '../../../../src/worker/pdf/reusedContents';
import { operandNumber } from '../../../../src/worker/pdf/operands';

const sample = new TextEncoder().encode('BT /F1 12 Tf 72 712 Td (Invoice INV-00042) Tj ET\n'.repeat(200));

describe('deflate for pdf-lib streams', () => {
  it('writes zlib streams that inflate to the input', () => {
    const packed = pdfDeflate(sample);
    expect(packed.length).toBeLessThan(sample.length / 10);
    expect(unzlibSync(packed)).toEqual(sample);
  });

  it('gives the same bytes for the same input, and takes empty and large incompressible input', () => {
    expect(pdfDeflate(sample.slice())).toEqual(pdfDeflate(sample));
    expect(unzlibSync(pdfDeflate(new Uint8Array(0)))).toEqual(new Uint8Array(0));
    // noise past the WebAssembly module's first memory (16 MB): its heap must grow, not abort
    const noise = new Uint8Array(24 * 1024 * 1024);
    let state = 0x9e3779b9;
    for (let index = 0; index < noise.length; index += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      noise[index] = state & 0xff;
    }
    // compared as buffers: toEqual walks a typed array's 24 million keys
    expect(Buffer.from(unzlibSync(pdfDeflate(noise))).equals(Buffer.from(noise))).toBe(true);
  });
});

describe('installPdfLibFastPaths', () => {
  // Whatever deflate the first engine of this test thread installed, every stream must still decode; this install
  // only takes effect if none came first.
  installPdfLibFastPaths(pdfDeflate);

  it('formats numbers exactly as pdf-lib’s numberToString, exponents included', () => {
    const values = [0, 1, -1, 0.5, -0.25, 12.345678901, 595.28, 841.89, 1e-7, -3.2e-9, 1.5e21, 123456789012345680000, 0.1 + 0.2, Number.MIN_VALUE];
    for (const value of values) {
      const number = PDFNumber.of(value);
      expect(number.toString(), String(value)).toBe(numberToString(value));
      expect(number.asNumber()).toBe(value);
      expect(number).toBeInstanceOf(PDFNumber);
      expect(number.sizeInBytes()).toBe(numberToString(value).length);
    }
  });

  it('writes content streams that inflate to their operators', async () => {
    const doc = await PDFDocument.create();
    const stream = PDFContentStream.of(doc.context.obj({}), [PDFOperator.of('q' as never), PDFOperator.of('Q' as never)]);
    const contents = stream.getContents();
    expect(stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(new TextDecoder().decode(unzlibSync(contents))).toBe('q\nQ\n');
    expect(stream.getContentsSize()).toBe(contents.length);
  });

  it('deflates a small stream once per worker: the same operators in another document reuse its bytes, others do not', async () => {
    const form = (doc: PDFDocument, operators: string) => doc.context.formXObject([PDFOperator.of(operators as never)], { BBox: [0, 0, 10, 10] });
    const [one, two] = [await PDFDocument.create(), await PDFDocument.create()];
    const cell = 'q 0.5 g 0 0 10 10 re f Q';
    const first = form(one, cell).getContents();
    expect(form(two, cell).getContents()).toBe(first); // the very bytes, not deflated again
    expect(new TextDecoder().decode(unzlibSync(first))).toBe(`${cell}\n`);
    const other = form(two, 'q 0.25 g 0 0 10 10 re f Q').getContents();
    expect(new TextDecoder().decode(unzlibSync(other))).toBe('q 0.25 g 0 0 10 10 re f Q\n');
    // a large stream is deflated each time (kept out of the worker's memory)
    const large = `${'0 0 m 10 10 l S\n'.repeat(200)}`;
    expect(form(two, large).getContents()).not.toBe(form(one, large).getContents());
  });

  it('writes a form kept for the worker once: later documents take its bytes and save the same file', async () => {
    const operators = Array.from({ length: 300 }, (_, i) => PDFOperator.of(`${i} 0 m ${i + 10} 10 l S` as never));
    const save = async (kept?: KeptContents) => {
      const doc = await PDFDocument.create();
      doc.setCreationDate(new Date(0)); // the files compared must not differ by the second they were made in
      doc.setModificationDate(new Date(0));
      const stream = doc.context.formXObject(operators, { BBox: [0, 0, 400, 20] });
      if (kept) reuseContents(stream, kept);
      doc.addPage([50, 50]).node.setXObject(PDFName.of('F'), doc.context.register(stream));
      return { bytes: await doc.save({ useObjectStreams: false }), contents: stream.getContents() };
    };
    const kept: KeptContents = {};
    const first = await save(kept);
    const second = await save(kept);
    const drawn = await save();
    expect(second.contents).toBe(first.contents); // taken, not deflated again (a large stream would be)
    expect(drawn.contents).not.toBe(first.contents);
    expect(Buffer.from(second.bytes).equals(Buffer.from(drawn.bytes))).toBe(true);
  });

  it('keeps pdf-lib’s cache invalidation: the xref stream grows as entries are added', async () => {
    const doc = await PDFDocument.create();
    const { PDFCrossRefStream } = await import('@pdfme/pdf-lib');
    const xref = PDFCrossRefStream.create(doc.context.obj({}));
    xref.addUncompressedEntry(PDFRef.of(1), 15);
    const one = inflateSync(xref.getContents().subarray(2)).length;
    xref.addUncompressedEntry(PDFRef.of(2), 99);
    expect(inflateSync(xref.getContents().subarray(2)).length).toBeGreaterThan(one);
  });

  it('saves a whole document that pdf-lib reads back, fonts and drawings intact', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const font = await doc.embedFont('Helvetica');
    page.drawText('Invoice INV-00042', { x: 72.5, y: 712.25, size: 12, font });
    page.drawRectangle({ x: 10, y: 10, width: 100.125, height: 0.0000001, color: rgb(0.2, 0.4, 0.6) });
    const bytes = await doc.save();
    const again = await PDFDocument.load(bytes);
    expect(again.getPageCount()).toBe(1);
    // pdf-lib wraps a page's drawing in several content streams (q … Q); read them all.
    const contents = again.getPage(0).node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => again.context.lookup(ref) as PDFRawStream) : [contents as PDFRawStream];
    const text = streams.map((stream) => new TextDecoder().decode(unzlibSync(stream.getContents()))).join('');
    expect(text).toContain('72.5 712.25');
    expect(text).toContain('100.125 0.00000009999999999999999 l'); // pdf-lib's long form of ~1e-7, via the slow path
  });

  it('writes drawing operands to 5 decimals, keeping integers and tiny values whole', async () => {
    expect(operandNumber(0.11764705882352941)).toBe(0.11765);
    expect(operandNumber(10.799999999999999)).toBe(10.8);
    expect(operandNumber(489.71770312499996)).toBe(489.7177);
    expect(operandNumber(841.8897637795275)).toBe(841.88976);
    expect(operandNumber(-0.2932344827586207)).toBe(-0.29323);
    expect(operandNumber(0.004321987)).toBe(0.004321987);
    expect(operandNumber(14400)).toBe(14400);
    expect(operandNumber(1e-7)).toBe(1e-7);
    // a template's string number (pdfme-compat's string-numbers case) reaches pdf-lib as it is
    expect(operandNumber('12.5' as unknown as number)).toBe('12.5');

    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 42.519000000000005, y: 722.2560800000001, width: 10, height: 10, color: rgb(30 / 255, 90 / 255, 200 / 255) });
    const again = await PDFDocument.load(await doc.save());
    const contents = again.getPage(0).node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => again.context.lookup(ref) as PDFRawStream) : [contents as PDFRawStream];
    const text = streams.map((stream) => new TextDecoder().decode(unzlibSync(stream.getContents()))).join('');
    expect(text).toContain('0.11765 0.35294 0.78431 rg');
    expect(text).toContain('42.519 722.25608');
    expect(text).not.toMatch(/\d\.\d{6,}/);
    // the media box is a dictionary value, not an operand: pdf-lib's own number
    expect(again.getPage(0).getMediaBox().height).toBe(841.89);
  });

  it('names each distinct graphics state once per page, each page its own, and none for a fully opaque draw', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const pages = [doc.addPage([200, 200]), doc.addPage([200, 200])];
    for (const page of pages) {
      for (let i = 0; i < 5; i += 1) page.drawText(`line ${i}`, { x: 10, y: 10 + i * 20, size: 10, font, opacity: 1 });
      page.drawText('faint', { x: 10, y: 150, size: 10, font, opacity: 0.5 });
      page.drawRectangle({ x: 10, y: 170, width: 20, height: 10, opacity: 0.5, borderOpacity: 1, borderWidth: 1 });
    }
    const again = await PDFDocument.load(await doc.save());
    for (const page of again.getPages()) {
      const states = page.node.Resources()!.lookup(PDFName.of('ExtGState')) as unknown as { keys(): PDFName[]; lookup(key: PDFName): unknown };
      const described = states.keys().map((key) => String(states.lookup(key))).sort();
      // { ca 0.5 } and { ca 0.5, CA 1 }; the five opacity-1 lines set no state (ca 1 is the default)
      expect(described).toHaveLength(2);
      expect(described.join(' ')).toContain('/ca 0.5');
      expect(described.join(' ')).not.toMatch(/\/ca 1\b/);
    }
  });

  it('remembers a page’s size until its media box is set again, and hands out a copy each time', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    page.getSize().height = 1; // a caller changing what it was given changes nothing
    expect(page.getHeight()).toBe(841.89);
    page.setSize(300, 400);
    expect([page.getWidth(), page.getHeight()]).toEqual([300, 400]);
    page.setMediaBox(10, 20, 100, 200);
    expect(page.getSize()).toEqual({ width: 100, height: 200 });
    expect(page.getMediaBox()).toEqual({ x: 10, y: 20, width: 100, height: 200 });
    // another page of the same document keeps its own size
    expect(doc.addPage([50, 60]).getSize()).toEqual({ width: 50, height: 60 });
    expect(page.getHeight()).toBe(200);
  });
});
