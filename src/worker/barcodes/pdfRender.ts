/**
 * Draws a barcode field on a pdf-lib page as vector paths, in place of pdfme's PNG (re-encoded and re-embedded per
 * record, most of its 140–220 ms/record). A symbol drawn again in a document becomes one Form XObject, so a QR Code
 * repeated on every page is stored once and each page only says where to put it.
 *
 * A symbol's first draw in a document goes into the page's own content instead, clipped to the symbol's box as the
 * form's BBox would clip it (issue #23): most symbols print once (an invoice's number, its payment link), and each
 * form was a stream of its own to deflate, whose fixed cost (WebAssembly libdeflate sets up its match finder per
 * stream: ~30–60 µs even for a few hundred bytes): a warm invoice with two one-off barcodes takes 0.93× the time without them.
 */
import type { PDFRenderProps, Schema } from '@pdfme/common';
import {
  clip,
  drawObject,
  endPath,
  fill,
  fillEvenOdd,
  popGraphicsState,
  PDFOperator,
  type PDFName,
  pushGraphicsState,
  rectangle,
  rotateDegrees,
  scale,
  setFillingColor,
  setGraphicsState,
  translate,
  type Color,
  type PDFDocument,
  type PDFRef,
} from '@pdfme/pdf-lib';
import { convertForPdfLayoutProps, hex2PrintingColor } from '@pdfme/schemas/utils';
import { AttachedState } from '../pdf/attachedState';
import { xObjectName } from './xObjectName';
import { reuseContents, type KeptContents } from '../pdf/reusedContents';
import { encodeBarcode } from './encode';
import { pathContent, pathOperators } from './pathContent';
import type { BarcodeVectors, Glyph } from './vectorDrawing';

/** The barcode properties pdfme's schema carries (see @pdfme/schemas barcodes/types). */
export type BarcodeSchema = Schema & {
  backgroundColor?: string;
  barColor?: string;
  textColor?: string;
  includetext?: boolean;
};

/** pdfme's defaults (DEFAULT_BARCODE_COLOR); an empty backgroundColor means transparent, as in pdfme. */
const DEFAULT_COLOR = '#000000';

/** What one document already holds: barcode forms by symbol and colours, glyph forms by glyph key. */
interface DocumentForms {
  barcodes: Map<string, PDFRef>;
  /** symbols drawn once in this document, into a page's content: a second draw makes the symbol a form */
  drawnOnce: Set<string>;
  glyphs: Map<string, { name: string; ref: PDFRef }>;
}

/** On the document: documents come and go per record or batch, and with them their forms. */
const formsByDocument = new AttachedState<PDFDocument, DocumentForms>('barcode forms');

function formsOf(pdfDoc: PDFDocument): DocumentForms {
  let forms = formsByDocument.get(pdfDoc);
  if (!forms) formsByDocument.set(pdfDoc, (forms = { barcodes: new Map(), drawnOnce: new Set(), glyphs: new Map() }));
  return forms;
}

/** The `pdf` renderer of every Platen barcode plugin. */
export function pdfRender(arg: PDFRenderProps<BarcodeSchema>): void {
  const { value, schema, pdfDoc, page, options } = arg;
  if (!value) return;
  const vectors = encodeBarcode(schema.type, value, { includetext: schema.includetext, heightMm: schema.height });
  const colour = (property: string, hex: string): Color => {
    try {
      return hex2PrintingColor(hex, options.colorType) as Color;
    } catch {
      throw new Error(`The barcode’s ${property} “${hex}” is not a hex colour such as #1a2b3c`);
    }
  };
  const colours = {
    background: schema.backgroundColor ? colour('background colour', schema.backgroundColor) : undefined,
    bar: colour('bar colour', schema.barColor || DEFAULT_COLOR),
    text: colour('text colour', schema.textColor || DEFAULT_COLOR),
  };
  const formKey = JSON.stringify([schema.type, value, schema.includetext !== false, schema.height, colours]);
  const forms = formsOf(pdfDoc);
  let form = forms.barcodes.get(formKey);
  if (!form && forms.drawnOnce.delete(formKey)) {
    form = barcodeForm(pdfDoc, forms, vectors, colours);
    forms.barcodes.set(formKey, form);
  }

  // Same placement as pdfme's drawImage: rotate about the box's bottom-left corner after moving it so that the box
  // turns about its centre (convertForPdfLayoutProps does that arithmetic), then stretch the symbol to the box.
  const { width, height, rotate, position, opacity } = convertForPdfLayoutProps({ schema, pageHeight: page.getHeight() });
  const ops: PDFOperator[] = [pushGraphicsState()];
  if (opacity !== undefined && opacity < 1) {
    const state = pdfDoc.context.obj({ Type: 'ExtGState', ca: opacity, CA: opacity });
    ops.push(setGraphicsState(page.node.newExtGState('GS', state)));
  }
  ops.push(translate(position.x, position.y), rotateDegrees(rotate.angle), scale(width / vectors.width, height / vectors.height));
  if (form) ops.push(drawObject(xObjectName(page, form, 'Bc')));
  else {
    forms.drawnOnce.add(formKey);
    // what the form would hold, clipped to the box its BBox gives it; its glyph forms named in the page's resources
    ops.push(rectangle(0, 0, vectors.width, vectors.height), clip(), endPath());
    ops.push(...symbolOperators(vectors, colours, (glyph) => xObjectName(page, glyphForm(pdfDoc, forms, glyph).ref, 'G')));
  }
  ops.push(popGraphicsState());
  page.pushOperators(...ops);
}

/**
 * The symbol in its own space: device pixels with the y-axis turned up, as PDF wants. Each character of the
 * human-readable text is a glyph form shared by every barcode in the document, painted in the text colour it inherits.
 */
function barcodeForm(
  pdfDoc: PDFDocument,
  forms: DocumentForms,
  vectors: BarcodeVectors,
  colours: SymbolColours,
): PDFRef {
  const { width, height } = vectors;
  const xObjects: Record<string, PDFRef> = {};
  const ops = symbolOperators(vectors, colours, (glyph) => {
    const { name, ref } = glyphForm(pdfDoc, forms, glyph);
    xObjects[name] = ref;
    return name;
  });
  const dict: Record<string, unknown> = { BBox: [0, 0, width, height] };
  if (vectors.text.length) dict.Resources = { XObject: xObjects };
  return pdfDoc.context.register(pdfDoc.context.contentStream(ops, { ...dict, Type: 'XObject', Subtype: 'Form' } as never));
}

type SymbolColours = { background?: Color; bar: Color; text: Color };

/** The symbol's drawing in its own space: background, bars, then each text glyph's form under the name `nameOf` gives. */
function symbolOperators(vectors: BarcodeVectors, colours: SymbolColours, nameOf: (glyph: Glyph) => string | PDFName): PDFOperator[] {
  const { width, height } = vectors;
  const ops: PDFOperator[] = [];
  if (colours.background) ops.push(setFillingColor(colours.background), rectangle(0, 0, width, height), fill());
  // the bars as content text (pathContent.ts): the same bytes as their operators, without an object per number
  if (vectors.bars.length) ops.push(setFillingColor(colours.bar), PDFOperator.of(pathContent(vectors.bars, height) as never), fillEvenOdd());
  if (vectors.text.length) {
    ops.push(setFillingColor(colours.text));
    for (const { glyph, x, y } of vectors.text) {
      ops.push(pushGraphicsState(), translate(x, height - y), drawObject(nameOf(glyph)), popGraphicsState());
    }
  }
  return ops;
}

function glyphForm(pdfDoc: PDFDocument, forms: DocumentForms, glyph: Glyph): { name: string; ref: PDFRef } {
  const known = forms.glyphs.get(glyph.key);
  if (known) return known;
  const { bbox, operators, written } = glyphDrawing(glyph);
  const form = pdfDoc.context.contentStream([...operators], { BBox: bbox, Type: 'XObject', Subtype: 'Form' } as never);
  reuseContents(form, written);
  const ref = pdfDoc.context.register(form);
  const entry = { name: `G${forms.glyphs.size}`, ref };
  forms.glyphs.set(glyph.key, entry);
  return entry;
}

/**
 * A glyph's outline as operators and its box, made once per worker (glyphs are cached by vectorDrawing.ts) and shared
 * by every document: pdf-lib only reads operators when it writes them, and each form gets its own array of them. The
 * form's contents are written (serialised and deflated) once too: a file per record wrote each digit's again.
 */
interface GlyphDrawing {
  bbox: number[];
  operators: PDFOperator[];
  written: KeptContents;
}

const glyphDrawings = new WeakMap<Glyph, GlyphDrawing>();

function glyphDrawing(glyph: Glyph): GlyphDrawing {
  let drawing = glyphDrawings.get(glyph);
  if (!drawing) {
    const xs = glyph.path.flatMap((op) => (op[0] === 'M' || op[0] === 'L' ? [op[1]] : op[0] === 'C' ? [op[1], op[3], op[5]] : []));
    const ys = glyph.path.flatMap((op) => (op[0] === 'M' || op[0] === 'L' ? [-op[2]] : op[0] === 'C' ? [-op[2], -op[4], -op[6]] : []));
    const bbox = [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1];
    glyphDrawings.set(glyph, (drawing = { bbox, operators: [...pathOperators(glyph.path, 0), fill()], written: {} }));
  }
  return drawing;
}
