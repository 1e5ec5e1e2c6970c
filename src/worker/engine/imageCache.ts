/**
 * pdf-lib decodes a PNG (inflate + split of the alpha channel) on every embedPng, per document. A logo on a template
 * is the same data URL for every record, so the decoded embedder is kept per worker and re-used by each new
 * document: an embedder only reads its decoded pixels when a document is saved.
 */
import { JpegEmbedder, PDFImage, PngEmbedder, toUint8Array, type PDFDocument } from '@pdfme/pdf-lib';

type Embedder = PngEmbedder | JpegEmbedder;

/** Most recently used decoded images; small, because per-record photos would otherwise pile up. */
const MAX_IMAGES = 24;
const decoded = new Map<string, Promise<Embedder>>();

function remember(key: string, make: () => Promise<Embedder>): Promise<Embedder> {
  let embedder = decoded.get(key);
  if (embedder) {
    decoded.delete(key);
  } else {
    embedder = make();
    embedder.catch(() => decoded.delete(key));
  }
  decoded.set(key, embedder);
  if (decoded.size > MAX_IMAGES) decoded.delete(decoded.keys().next().value as string);
  return embedder;
}

/** Makes `doc.embedPng/embedJpg` reuse decoded images given as strings (data URLs); byte inputs go the usual way. */
export function shareDecodedImages(doc: PDFDocument): void {
  const original = { png: doc.embedPng.bind(doc), jpg: doc.embedJpg.bind(doc) };
  const embedWith = async (key: string, make: () => Promise<Embedder>): Promise<PDFImage> => {
    const embedder = await remember(key, make);
    const ref = doc.context.nextRef();
    const image = PDFImage.of(ref, doc, embedder);
    (doc as unknown as { images: PDFImage[] }).images.push(image);
    return image;
  };
  doc.embedPng = (png) =>
    typeof png === 'string' ? embedWith(`png:${png}`, () => PngEmbedder.for(toUint8Array(png))) : original.png(png);
  doc.embedJpg = (jpg) =>
    typeof jpg === 'string' ? embedWith(`jpg:${jpg}`, () => JpegEmbedder.for(toUint8Array(jpg))) : original.jpg(jpg);
}
