/**
 * A record's drawing is sealed into bytes as the record ends (src/worker/engine/sealedPageContents.ts), so a merged
 * part holds no operator objects of earlier records. Sealing leans on pdf-lib internals: these tests fail if a record's
 * streams stay operator lists, or if a page drawn on after its record loses what is drawn (a stream detached wrongly).
 */
import { describe, expect, it } from 'vitest';
import { PDFArray, PDFContentStream, PDFRawStream, StandardFonts, type PDFDocument, type PDFPage } from '@pdfme/pdf-lib';
import type { Template } from '../../../../src/templates/types';
import { RenderEngine } from '../../../../src/worker/engine/renderEngine';
import { OutputDocument } from '../../../../src/worker/engine/outputDocument';
import type { PreparedTemplate } from '../../../../src/worker/engine/prepare';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';
import { pdfText } from '../support/engine';

const template = {
  basePdf: { width: 100, height: 60, padding: [0, 0, 0, 0] },
  schemas: [
    [
      { name: 'name', type: 'text', content: '', position: { x: 5, y: 5 }, width: 60, height: 10, fontSize: 12 },
      { name: 'code', type: 'qrcode', content: '', position: { x: 70, y: 5 }, width: 25, height: 25 },
      { name: 'rule', type: 'line', readOnly: true, content: '', position: { x: 5, y: 40 }, width: 90, height: 1, color: '#000000' },
    ],
  ],
} as unknown as Template;

const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];

/** A page's content streams, as its /Contents names them (pdf-lib writes an array). */
function contentsOf(page: PDFPage): unknown[] {
  const contents = page.node.Contents();
  if (!(contents instanceof PDFArray)) throw new Error('a page of ours names its content streams in an array');
  return Array.from({ length: contents.size() }, (_, index) => contents.lookup(index));
}

async function documentOf(names: string[]): Promise<{ output: OutputDocument; doc: PDFDocument }> {
  const prepared = (await new RenderEngine(readFontFromNodeModules).prepare(template)) as PreparedTemplate;
  const output = await OutputDocument.create(prepared);
  for (const [row, name] of names.entries()) expect(await output.addRecord({ name, code: `https://example.org/${row % 2}` }, row)).toEqual([]);
  return { output, doc: (output as unknown as { doc: PDFDocument }).doc };
}

describe('a record is sealed as it ends', () => {
  it('leaves no content stream of its pages or forms as operators, and prints every record', async () => {
    const { output, doc } = await documentOf(NAMES);
    const streams = doc.context.enumerateIndirectObjects().map(([, object]) => object);
    expect(streams.filter((object) => object instanceof PDFContentStream)).toEqual([]);
    for (const page of doc.getPages()) {
      for (const stream of contentsOf(page)) expect(stream).toBeInstanceOf(PDFRawStream);
    }
    // the forms the records made are sealed too: the fixed rule's, and the QR code the third record repeats (a symbol's
    // first draw is in its page's content, barcodes/pdfRender.ts)
    expect(streams.filter((object) => object instanceof PDFRawStream && object.dict.toString().includes('/Form')).length).toBeGreaterThanOrEqual(2);
    const text = pdfText(await output.save());
    for (const name of NAMES) expect(text).toContain(name);
  });

  it('keeps what is drawn on a page after its record, in a stream of its own', async () => {
    const { output, doc } = await documentOf(NAMES.slice(0, 1));
    const page = doc.getPage(0);
    page.drawText('Drawn later', { x: 5, y: 5, size: 8, font: await doc.embedFont(StandardFonts.Helvetica) });
    expect(contentsOf(page)).toHaveLength(2);
    const text = pdfText(await output.save());
    expect(text).toContain(NAMES[0]);
    expect(text).toContain('Drawn later');
  });
});
