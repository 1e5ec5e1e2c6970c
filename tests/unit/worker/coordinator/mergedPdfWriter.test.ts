/**
 * A merged PDF written part by part (coordinator/mergedOutput.ts, mergedPdfWriter.ts): what readers see must be one
 * document, every record's page in row order, its text, links and barcodes intact, and the bytes must leave before the
 * last part arrives. Parts that need the whole document (tagged, PDF/A) are joined as before.
 */
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from '@pdfme/pdf-lib';
import { inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { DataRecord, Template } from '../../../../src/templates/types';
import { MergedOutput, type MergedPartData } from '../../../../src/worker/coordinator/mergedOutput';
import { MergedPdfWriter } from '../../../../src/worker/coordinator/mergedPdfWriter';
import { pdfDeflate } from '../../../../src/worker/engine/pdfDeflate';
import { RenderEngine, type MergedForm } from '../../../../src/worker/engine/renderEngine';
import { partObjectsOf } from '../../../../src/worker/engine/partObjects';
import { fixDocumentDate } from '../../../../src/worker/engine/documentDate';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { barcodeValues, pageCount, pdfFonts, pdfPageTexts, qpdfProblems, removeScratchDirs } from '../../../support/readBack';
import { pagePictures } from '../../../support/pageRaster';
import { logoDataUrl } from '../../../../bench/fixtures/logoPng';
import { invoiceTemplate } from '../../../../bench/fixtures/invoice';

const template: Template = {
  basePdf: { width: 100, height: 60, padding: [0, 0, 0, 0] },
  schemas: [
    [
      { name: 'name', type: 'text', content: '', position: { x: 5, y: 5 }, width: 90, height: 10, fontSize: 12 },
      { name: 'code', type: 'qrcode', content: '', position: { x: 5, y: 20 }, width: 30, height: 30 },
      { name: 'label', type: 'text', content: 'Fixed label', readOnly: true, position: { x: 40, y: 20 }, width: 50, height: 8, fontSize: 9 },
    ],
  ],
} as unknown as Template;

const NAMES = ['Zoë Ångström', 'Łukasz Żółć', 'Noah Núñez', 'Renée Öztürk', 'François Çelik', 'Oliver Jones', 'Mia Wong'];
const record = (i: number): DataRecord => ({ name: `${i + 1}. ${NAMES[i % NAMES.length]}`, code: `ROW-${i + 1}` });

const engine = new RenderEngine(readFontFromNodeModules);

/** Parts as a batch's runs make them: `sizes` records each, rows in order, as files. */
async function parts(sizes: number[], of: Template = template): Promise<Uint8Array[]> {
  return (await partsAs('pdf', sizes, of)) as Uint8Array[];
}

/** Parts as files or, where the document allows, as objects (the form a batch of several runs asks for). */
async function partsAs(form: MergedForm, sizes: number[], of: Template = template): Promise<MergedPartData[]> {
  const out: MergedPartData[] = [];
  let row = 0;
  for (const size of sizes) {
    const items = Array.from({ length: size }, () => ({ row, record: record(row++) }));
    const part = await engine.renderMerged(of, items, undefined, undefined, form);
    expect(part.errors).toEqual([]);
    out.push(part.objects ?? part.pdf!);
  }
  return out;
}

/** The merged file, and how many bytes had been written before the last part was added. */
async function merge(pdfs: MergedPartData[]): Promise<{ pdf: Uint8Array; beforeLast: number }> {
  const chunks: Uint8Array[] = [];
  let written = 0;
  const output = new MergedOutput((bytes) => {
    chunks.push(bytes.slice());
    written += bytes.length;
  }, pdfDeflate);
  let beforeLast = 0;
  for (const [index, pdf] of pdfs.entries()) {
    if (index === pdfs.length - 1) beforeLast = written;
    await output.add(pdf);
  }
  await output.finish();
  const pdf = new Uint8Array(written);
  let offset = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, offset);
    offset += chunk.length;
  }
  return { pdf, beforeLast };
}

afterAll(() => removeScratchDirs());

describe('a merged PDF written as its parts arrive', () => {
  it('is one valid document with every record in row order, written before the last part came', async () => {
    const { pdf, beforeLast } = await merge(await parts([3, 1, 4]));
    expect(beforeLast).toBeGreaterThan(0);
    expect(await qpdfProblems(pdf)).toEqual([]);
    expect(await pageCount(pdf)).toBe(8);
    const texts = await pdfPageTexts(pdf);
    texts.forEach((text, i) => {
      expect(text).toContain(record(i).name);
      expect(text).toContain('Fixed label');
    });
    expect(await barcodeValues(pdf, 8)).toEqual(['ROW-8']);
    expect((await pdfFonts(pdf)).every((font) => font.embedded)).toBe(true);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getCreator()).toBe('Platen');
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en');
  });

  it('names each part’s subset of a face by its glyphs: a tag readers see, one name for one font file', async () => {
    // parts with other names keep other glyphs; the last part repeats the first one's records
    const [first, second, third] = await parts([3, 2, 4]);
    const { pdf } = await merge([first, second, third, first]);
    const doc = await PDFDocument.load(pdf);
    const filesByName = new Map<string, Set<string>>();
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
      const name = object.lookup(PDFName.of('FontName'), PDFName).decodeText();
      const file = object.lookup(PDFName.of('FontFile2')) as PDFRawStream;
      if (!filesByName.has(name)) filesByName.set(name, new Set());
      filesByName.get(name)!.add(Buffer.from(file.contents).toString('base64'));
    }
    const names = [...filesByName.keys()];
    for (const name of names) expect(name).toMatch(/^[A-Z]{6}\+Roboto-Regular$/);
    // three parts of other glyphs: three subsets, three names; the repeated part's subset is the first one's
    expect(names).toHaveLength(3);
    for (const [name, files] of filesByName) expect(files.size, name).toBe(1);
  });

  it('spreads a long batch over page-tree nodes of a thousand pages', async () => {
    const one = (await parts([1]))[0];
    const chunks: Uint8Array[] = [];
    const writer = new MergedPdfWriter((bytes) => chunks.push(bytes.slice()), pdfDeflate);
    for (let i = 0; i < 1201; i += 1) writer.addPart(partObjectsOf(await PDFDocument.load(one))!);
    writer.finish();
    const pdf = Buffer.concat(chunks);
    expect(await qpdfProblems(pdf)).toEqual([]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1201);
    expect(doc.getPages()[1200].node.Parent()?.Kids().size()).toBe(201);
  });

  it('writes a batch of a single part exactly as the worker wrote it', async () => {
    const [only] = await parts([5]);
    expect((await merge([only])).pdf).toEqual(only);
  });

  it('writes nothing for a batch with no part', async () => {
    expect((await merge([])).pdf.length).toBe(0);
  });

  const invoiceTable = invoiceTemplate().schemas[0].find((field) => field.type === 'table')!;
  it('writes a stream that parts repeat once — a logo, a table cell’s look — and every page still draws as its part did', async () => {
    const withRepeats = {
      ...template,
      schemas: [[
        ...template.schemas[0],
        { name: 'logo', type: 'image', content: logoDataUrl(120), readOnly: true, position: { x: 78, y: 2 }, width: 18, height: 18 },
        { ...invoiceTable, position: { x: 40, y: 32 }, width: 55, height: 12, content: JSON.stringify([['Item', '1', '1.00', '1.00']]) },
      ]],
    } as unknown as Template;
    const pdfs = await parts([2, 3, 2], withRepeats);
    const { pdf } = await merge(pdfs);
    expect(await qpdfProblems(pdf)).toEqual([]);

    const streamsOf = async (bytes: Uint8Array, subtype: string) => {
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      return [...doc.context.enumerateIndirectObjects()].filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === subtype);
    };
    // each part holds the logo (and its transparency mask, if any) and the cell forms once; the merged file too
    const images = await streamsOf(pdfs[0], '/Image');
    expect(images.length).toBeGreaterThan(0);
    expect(await streamsOf(pdf, '/Image')).toHaveLength(images.length);
    const perPart = await Promise.all(pdfs.map((part) => streamsOf(part, '/Form')));
    const forms = (await streamsOf(pdf, '/Form')).length;
    expect(forms).toBeLessThan(perPart.reduce((sum, list) => sum + list.length, 0));

    const merged = await pagePictures(pdf, 60);
    const alone = (await Promise.all(pdfs.map((part) => pagePictures(part, 60)))).flat();
    expect(merged).toHaveLength(7);
    merged.forEach((page, index) => expect(page.ink, `page ${index + 1}`).toEqual(alone[index].ink));
    expect(await barcodeValues(pdf, 7)).toEqual(['ROW-7']);
  });

  it('joins tagged parts whole, structure and all', async () => {
    const tagged = { ...template, platen: { pdfua: true, lang: 'de', title: 'Namen' } } as unknown as Template;
    const pdfs = await parts([2, 2], tagged);
    expect(partObjectsOf(await PDFDocument.load(pdfs[0]))).toBeUndefined();
    // asked for objects, the worker still hands over the file: the structure needs the whole document
    const asked = await partsAs('objects', [2, 2], tagged);
    expect(asked.every((part) => part instanceof Uint8Array)).toBe(true);
    const { pdf, beforeLast } = await merge(asked);
    expect(beforeLast).toBe(0);
    expect(await pageCount(pdf)).toBe(4);
    expect((await PDFDocument.load(pdf)).catalog.has(PDFName.of('StructTreeRoot'))).toBe(true);
  });

  it('makes the same file from parts handed over as objects as from the same parts as files', async () => {
    // one date for both renders: the parts' /Info carries it
    fixDocumentDate(new Date('2026-11-29T12:00:00Z'));
    try {
      const sizes = [3, 1, 4, 2];
      const objects = await partsAs('objects', sizes);
      expect(objects.some((part) => part instanceof Uint8Array)).toBe(false);
      const fromObjects = await merge(objects);
      const fromFiles = await merge(await parts(sizes));
      expect(Buffer.from(fromObjects.pdf).equals(Buffer.from(fromFiles.pdf))).toBe(true);
      expect(fromObjects.beforeLast).toBeGreaterThan(0);
      expect(await qpdfProblems(fromObjects.pdf)).toEqual([]);
      expect((await pdfPageTexts(fromObjects.pdf)).map((text) => text.includes(record(9).name))).toEqual([false, false, false, false, false, false, false, false, false, true]);
    } finally {
      fixDocumentDate(undefined);
    }
  });

  it('writes a batch whose only part came as objects as a whole file', async () => {
    const [only] = await partsAs('objects', [3]);
    expect(only).not.toBeInstanceOf(Uint8Array);
    const { pdf } = await merge([only]);
    expect(await qpdfProblems(pdf)).toEqual([]);
    expect(await pageCount(pdf)).toBe(3);
    expect((await PDFDocument.load(pdf)).getCreator()).toBe('Platen');
  });

  it('refuses a batch whose parts came in both forms, in either order, with a sentence', async () => {
    const tagged = { ...template, platen: { pdfua: true, lang: 'de', title: 'Namen' } } as unknown as Template;
    const [objects, moreObjects] = await partsAs('objects', [2, 2]);
    const [whole, moreWhole] = await partsAs('objects', [2, 2], tagged);
    await expect(merge([objects, moreObjects, whole])).rejects.toThrow('a merged part needs the whole document after parts that did not');
    await expect(merge([whole, moreWhole, objects])).rejects.toThrow('a merged part came as objects after parts that need the whole document');
    // the second part decides: a first part of either form followed by the other
    await expect(merge([objects, whole])).rejects.toThrow('needs the whole document after parts that did not');
    await expect(merge([whole, objects])).rejects.toThrow('came as objects after parts that need the whole document');
  });

  it('says where every object is in a file past 4 GB (8-byte offsets in its cross-reference stream)', async () => {
    // a page naming a 64 MB stream, 66 times: 4.2 GB written, of which nothing is kept but where each object began
    const doc = await PDFDocument.create();
    const page = doc.addPage([100, 100]);
    const big = doc.context.register(doc.context.stream(new Uint8Array(64 * 1024 * 1024).fill(0x20)));
    page.node.set(PDFName.of('PieceInfo'), big);
    const part = partObjectsOf(doc)!;
    const starts = new Map<number, number>();
    let written = 0;
    let tail = new Uint8Array(0);
    const writer = new MergedPdfWriter((bytes) => {
      if (bytes.length < 4096) {
        const head = /^(\d+) 0 obj\n/.exec(Buffer.from(bytes).toString('latin1'));
        if (head) starts.set(Number(head[1]), written);
      }
      written += bytes.length;
      // what follows the last 64 MB stream: the object streams, the page tree, the cross-reference stream
      tail = bytes.length < 4096 ? Buffer.concat([tail, bytes]) : new Uint8Array(0);
    }, pdfDeflate);
    for (let copy = 0; copy < 66; copy += 1) writer.addPart(part);
    writer.finish();
    expect(written).toBeGreaterThan(2 ** 32);

    const text = Buffer.from(tail).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    const dict = /<<\/Type \/XRef \/Size (\d+) \/W \[1 (\d) 2\][^>]*\/Length (\d+)>>\nstream\n/.exec(text)!;
    expect(dict[2]).toBe('8');
    const streamAt = text.indexOf(dict[0]) + dict[0].length;
    const rows = inflateSync(tail.subarray(streamAt, streamAt + Number(dict[3])));
    const rowAt = (number: number) => rows.subarray(number * 11, number * 11 + 11);
    const offsetOf = (row: Uint8Array) => row.subarray(1, 9).reduce((value, byte) => value * 256 + byte, 0);
    // every object written on its own (the 64 MB streams, the object streams, the table itself) is where the table says
    expect(starts.size).toBeGreaterThan(66);
    for (const [number, start] of starts) {
      expect(rowAt(number)[0], `object ${number}`).toBe(1);
      expect(offsetOf(rowAt(number)), `object ${number}`).toBe(start);
    }
    expect(starts.get(Number(dict[1]) - 1)).toBe(xrefAt);
    expect([...starts.values()].some((start) => start > 2 ** 32)).toBe(true);
  });
});
