/**
 * Platen's table drawing (src/worker/engine/table/drawTable.ts) must print the page pdfme's table plugin prints:
 * each case is drawn once by pdfme's `table.pdf` and once by `drawTable` on fresh documents, both rasterised by
 * pdftoppm, and the pictures must be identical pixel for pixel at two resolutions, with the same text read back. The
 * cases cover what the fast path claims to handle (split parts, odd starts, outlines, uneven borders, CMYK, wrapped
 * and empty cells); another asks that the fast path is really taken (one graphics state per cell, not five).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDefaultFont, type Schema } from '@pdfme/common';
import * as pdfLib from '@pdfme/pdf-lib';
import { table } from '@pdfme/schemas';
import { createTableBodySplitRange } from '@pdfme/schemas/tables';
import { afterAll, describe, expect, it } from 'vitest';
import { drawTable } from '../../../../src/worker/engine/table/drawTable';
import { cachedFontkit } from '../../../../src/worker/fonts/fontkitCache';
import { invoiceRecord, invoiceTemplate } from '../../../../bench/fixtures/invoice';

const scratch = mkdtempSync(join(tmpdir(), 'platen-table-'));
let fileNo = 0;
afterAll(() => execFileSync('rm', ['-rf', scratch]));

type Renderer = (arg: never) => Promise<void> | void;

async function drawn(render: Renderer, schema: Schema, value: string, colorType?: string): Promise<Uint8Array> {
  const pdfDoc = await pdfLib.PDFDocument.create();
  pdfDoc.registerFontkit(cachedFontkit as never);
  const page = pdfDoc.addPage([595.28, 841.89]);
  const basePdf = { width: 210, height: 297, padding: [10, 10, 10, 10] };
  await render({ value, schema, basePdf, pdfLib, pdfDoc, page, options: { font: getDefaultFont(), colorType }, _cache: new Map() } as never);
  return pdfDoc.save();
}

function picture(pdf: Uint8Array, dpi: number): Buffer {
  const path = join(scratch, `t${(fileNo += 1)}`);
  writeFileSync(`${path}.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-singlefile', `${path}.pdf`, path]);
  return readFileSync(`${path}.pgm`);
}

function textOf(pdf: Uint8Array): string {
  const path = join(scratch, `t${(fileNo += 1)}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

const invoiceTable = () => invoiceTemplate().schemas[0].find((field) => field.type === 'table') as unknown as Schema;

const side = (top: number, right: number, bottom: number, left: number) => ({ top, right, bottom, left });

/** A table with every look the fast path claims: outline, uneven borders, alignments, spacing, wrapped and empty cells. */
function styledTable(): Schema {
  return {
    ...invoiceTable(),
    position: { x: 20, y: 30 },
    width: 170,
    head: ['Name', 'Notes', 'Qty'],
    headWidthPercentages: [30, 50, 20],
    tableStyles: { borderColor: '#aa3300', borderWidth: 0.5 },
    headStyles: { fontSize: 11, alignment: 'center', verticalAlignment: 'bottom', lineHeight: 1.4, characterSpacing: 1, fontColor: '#202020', backgroundColor: '#ddeeff', borderColor: '#0000ff', borderWidth: side(0.3, 0.1, 0.6, 0.2), padding: side(2, 3, 1, 3) },
    bodyStyles: { fontSize: 8, alignment: 'left', verticalAlignment: 'top', lineHeight: 1.2, characterSpacing: 0, fontColor: '#000000', backgroundColor: '#fffff0', alternateBackgroundColor: '#f0f0f0', borderColor: '#444444', borderWidth: side(0, 0.25, 0.1, 0), padding: side(1, 1, 1, 1) },
    columnStyles: { alignment: { 2: 'right' } },
  } as unknown as Schema;
}

const styledRows = JSON.stringify(
  Array.from({ length: 9 }, (_, row) => [
    `Row ${row + 1}`,
    row % 3 === 0 ? '' : row % 3 === 1 ? 'A note long enough to wrap onto a second and maybe a third line in its cell' : 'two\nlines',
    String(row * 7),
  ]),
);

const cases: { name: string; schema: Schema; value: string; colorType?: string }[] = [
  { name: 'the benchmark invoice’s table', schema: invoiceTable(), value: String(invoiceRecord(3).items) },
  { name: 'outline, uneven borders, alignments, spacing, wrapped and empty cells', schema: styledTable(), value: styledRows },
  { name: 'the same in CMYK', schema: styledTable(), value: styledRows, colorType: 'cmyk' },
  {
    name: 'a split part starting on an odd row, header repeated',
    schema: { ...styledTable(), repeatHead: true, __isSplit: true, __splitRange: createTableBodySplitRange(3, 7) } as unknown as Schema,
    value: styledRows,
  },
  {
    name: 'a split part without its header',
    schema: { ...styledTable(), repeatHead: false, __isSplit: true, __splitRange: createTableBodySplitRange(4, 9) } as unknown as Schema,
    value: styledRows,
  },
  { name: 'a header hidden by the designer', schema: { ...styledTable(), showHead: false } as unknown as Schema, value: styledRows },
];

describe('drawTable prints what pdfme’s table plugin prints', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const stock = await drawn(table.pdf as Renderer, c.schema, c.value, c.colorType);
      const ours = await drawn(drawTable as Renderer, c.schema, c.value, c.colorType);
      expect(textOf(ours)).toBe(textOf(stock));
      for (const dpi of [72, 150]) expect(picture(ours, dpi).equals(picture(stock, dpi)), `${dpi} dpi`).toBe(true);
    });
  }

  it('takes its own path: each cell’s background and borders are one shared form, placed per cell', async () => {
    const pageContent = async (render: Renderer) => {
      const doc = await pdfLib.PDFDocument.load(await drawn(render, styledTable(), styledRows), { updateMetadata: false });
      const stream = doc.getPages()[0].node.Contents();
      const contents = stream instanceof pdfLib.PDFArray ? stream.asArray() : [stream];
      return contents
        .map((ref) => doc.context.lookup(ref as pdfLib.PDFRef) as pdfLib.PDFRawStream)
        .map((raw) => new TextDecoder().decode(pdfLib.decodePDFRawStream(raw).decode()))
        .join('\n')
        .split('\n');
    };
    const [stock, ours] = [await pageContent(table.pdf as Renderer), await pageContent(drawTable as Renderer)];
    // pdfme strokes every border on the page: four on each of the 3 header cells, two (right, bottom) on each of the
    // 27 body cells, 66 in all. Ours places a form per cell (30), and the page keeps only the outline's path.
    expect(stock.filter((line) => line === 'S').length).toBe(66 + 1);
    const placed = ours.filter((line) => /^q 1 0 0 1 [\d.]+ [\d.]+ cm \/Cell\d+ Do Q$/.test(line));
    expect(placed).toHaveLength(30);
    expect(ours.filter((line) => line.endsWith(' l S') || line === 'S')).toEqual(['S']);
    // a header look, then body rows alternating two backgrounds, and some rows taller (wrapped): fewer looks than cells
    const looks = new Set(placed.map((line) => line.split(' ')[8]));
    expect(looks.size).toBeGreaterThan(3);
    expect(looks.size).toBeLessThan(30);
  });

  it('hands tables it does not lay out itself to pdfme (rows shorter than the header)', async () => {
    const short = JSON.stringify([['only one cell'], ['a', 'b', 'c']]);
    const stock = await drawn(table.pdf as Renderer, styledTable(), short).catch((error: unknown) => error);
    const ours = await drawn(drawTable as Renderer, styledTable(), short).catch((error: unknown) => error);
    if (stock instanceof Error) expect(ours).toBeInstanceOf(Error);
    else expect(picture(ours as Uint8Array, 72).equals(picture(stock as Uint8Array, 72))).toBe(true);
  });
});
