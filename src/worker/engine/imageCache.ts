/**
 * pdf-lib decodes a PNG (inflate, RGBA split) and deflates its pixels again on every embedPng, per document. A logo
 * on a template is the same data URL for every record, so per worker each image is decoded and compressed once;
 * each new document then only writes the ready-made streams (ZIP output makes one document per record).
 */
import { zlibSync } from 'fflate';
import { JpegEmbedder, PDFDocument, PDFImage, PngEmbedder, toUint8Array, type PDFContext, type PDFRef } from '@pdfme/pdf-lib';
import { AttachedState } from '../pdf/attachedState';
import { imageValueProblem } from '../../templates/pictureCheck';

/** What PDFImage needs of an embedder. */
interface ImageEmbedder {
  width: number;
  height: number;
  embedIntoContext(context: PDFContext, ref?: PDFRef): Promise<PDFRef>;
}

interface DecodedPng {
  rgbChannel: Uint8Array;
  alphaChannel?: Uint8Array;
  width: number;
  height: number;
}

// PDFImage accepts only pdf-lib's own embedder classes, so this one is a PngEmbedder (whose `image` is private).
const PngEmbedderBase = PngEmbedder as unknown as new (png: DecodedPng) => PngEmbedder;

/** A PNG decoded and compressed once, written into any number of documents. */
class CompressedPng extends PngEmbedderBase implements ImageEmbedder {
  private readonly rgb: Uint8Array;
  private readonly alpha?: Uint8Array;

  constructor(png: PngEmbedder) {
    const image = (png as unknown as { image: DecodedPng }).image;
    super(image);
    this.rgb = zlibSync(image.rgbChannel, { level: 6 });
    if (image.alphaChannel) this.alpha = zlibSync(image.alphaChannel, { level: 6 });
  }

  override async embedIntoContext(context: PDFContext, ref?: PDFRef): Promise<PDFRef> {
    const common = { Type: 'XObject', Subtype: 'Image', Width: this.width, Height: this.height, BitsPerComponent: 8, Filter: 'FlateDecode' };
    const smask = this.alpha
      ? context.register(context.stream(this.alpha, { ...common, ColorSpace: 'DeviceGray', Decode: [0, 1] }))
      : undefined;
    const xObject = context.stream(this.rgb, { ...common, ColorSpace: 'DeviceRGB', ...(smask ? { SMask: smask } : {}) });
    if (ref) {
      context.assign(ref, xObject);
      return ref;
    }
    return context.register(xObject);
  }
}

/** Most recently used images; small, because per-record photos would otherwise pile up. */
const MAX_IMAGES = 24;
const ready = new Map<string, Promise<ImageEmbedder>>();

function remember(key: string, make: () => Promise<ImageEmbedder>): Promise<ImageEmbedder> {
  let embedder = ready.get(key);
  if (embedder) {
    ready.delete(key);
  } else {
    embedder = make();
    embedder.catch(() => ready.delete(key));
  }
  ready.set(key, embedder);
  if (ready.size > MAX_IMAGES) ready.delete(ready.keys().next().value as string);
  return embedder;
}

/**
 * Checked before decoding (a header-only look): fixed pictures in the template reach here without the per-record
 * check in structuredValues. A decoder failure on a picture that looked sound (a cut-short PNG) is reworded, since
 * pdf-lib's own messages ("Invalid typed array length: 0", "incorrect header check") name nothing the user knows.
 */
async function decodeChecked(kind: 'PNG' | 'JPEG', dataUrl: string, decode: () => Promise<ImageEmbedder>): Promise<ImageEmbedder> {
  const problem = imageValueProblem(dataUrl);
  if (problem) throw new Error(problem);
  try {
    return await decode();
  } catch {
    throw new Error(`the ${kind} image is damaged or cut short; export it again`);
  }
}

/** The documents whose string images are shared (shareDecodedImages); others embed as pdf-lib does. */
const sharing = new AttachedState<PDFDocument, true>('shares decoded images');
let installed = false;

/**
 * Makes `doc.embedPng/embedJpg` reuse images given as strings (data URLs); byte inputs go the usual way.
 *
 * Installed once on PDFDocument's prototype, not as functions set on each document: a closure stored on a record's
 * document (which also holds objects) kept that whole document alive through V8's young-generation collections after
 * its record had ended, to be promoted and then reclaimed only by a full collection (issue #23, see
 * src/worker/pdf/attachedState.ts).
 */
export function shareDecodedImages(doc: PDFDocument): void {
  installSharedEmbedding();
  sharing.set(doc, true);
}

function installSharedEmbedding(): void {
  if (installed) return;
  installed = true;
  const document = PDFDocument.prototype;
  const { embedPng, embedJpg } = document;
  document.embedPng = function (this: PDFDocument, png) {
    if (typeof png !== 'string' || !sharing.has(this)) return embedPng.call(this, png);
    return embedShared(this, `png:${png}`, () => decodeChecked('PNG', png, async () => new CompressedPng(await PngEmbedder.for(toUint8Array(png)))));
  };
  document.embedJpg = function (this: PDFDocument, jpg) {
    if (typeof jpg !== 'string' || !sharing.has(this)) return embedJpg.call(this, jpg);
    return embedShared(this, `jpg:${jpg}`, () => decodeChecked('JPEG', jpg, () => JpegEmbedder.for(toUint8Array(jpg))));
  };
}

/** The worker's decoded image under `key` (made by `make` the first time), as a new image of `doc`. */
async function embedShared(doc: PDFDocument, key: string, make: () => Promise<ImageEmbedder>): Promise<PDFImage> {
  const embedder = await remember(key, make);
  const image = PDFImage.of(doc.context.nextRef(), doc, embedder as unknown as PngEmbedder);
  (doc as unknown as { images: PDFImage[] }).images.push(image);
  return image;
}
