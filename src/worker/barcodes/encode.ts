/**
 * Value -> barcode vectors, with the value checked first and repeated encodings cached: a batch that prints the same
 * QR on every page encodes it twice, not per page. A value seen once (an order number, a tracking code) is not kept,
 * so one-off symbols neither push the repeated ones out nor linger in the worker's heap until evicted.
 */
import bwipjs from 'bwip-js/generic';
import { checkBarcodeValue, type BarcodeType } from '../../templates/barcodeRules';
import { findFieldType, isBarcodeType, isLinearBarcodeType, printsDigitGroups } from '../../templates/fieldTypes';
import { code128Symbol } from './code128/code128Symbol';
import { code128Vectors } from './code128/code128Vectors';
import { qrSymbol } from './qr/qrSymbol';
import { qrVectors } from './qr/qrVectors';
import { RepeatCache } from '../caches/repeatCache';
import { vectorDrawing, type BarcodeVectors } from './vectorDrawing';

/** The symbol-shaping properties of a barcode field (colours are applied later, when drawing). */
export interface EncodeOptions {
  /** Print the human-readable text under linear symbols; pdfme's default is true. */
  includetext?: boolean;
  /** Field height, mm: bars are laid out this tall and the text added below, as pdfme does, then fitted to the box. */
  heightMm?: number;
}

/** Symbols that can say which character set their bytes are in (an ECI designator). */
const DECLARES_CHARSET: ReadonlySet<BarcodeType> = new Set(['qrcode', 'pdf417']);

/**
 * bwip-js writes text beyond ASCII as UTF-8 bytes but does not say so, and a scanner left to guess reads them in its
 * own default (zbar: Shift JIS, so "Núñez" came back as "N繳簽ez"). ECI 000026 declares UTF-8; with `parsefnc` on,
 * a caret in the value itself is written "^^".
 */
function declaringUtf8(type: BarcodeType, value: string): { text: string; parsefnc?: boolean } {
  if (!DECLARES_CHARSET.has(type) || !/[^\x00-\x7f]/.test(value)) return { text: value };
  return { text: `^ECI000026${value.replace(/\^/g, '^^')}`, parsefnc: true };
}

/** pdfme's type names are bwip-js's, except NW-7. */
const bcidOf = (type: BarcodeType): string => (type === 'nw7' ? 'rationalizedCodabar' : type);

const labelOf = (type: BarcodeType): string => findFieldType(type)?.label ?? type;

/** pdfme renders at scale 5; the same scale keeps bar heights and text proportions identical to its images. */
const SCALE = 5;

const cache = new RepeatCache<BarcodeVectors>(256);

/** Forget all cached encodings (tests; memory pressure). */
export function clearBarcodeCache(): void {
  cache.clear();
}

export function barcodeCacheSize(): number {
  return cache.size;
}

/**
 * The vectors of `value` as a barcode of `type`, in bwip-js device pixels.
 * Throws an Error whose message a user understands when the value cannot be encoded.
 */
export function encodeBarcode(type: string, value: string, options: EncodeOptions = {}): BarcodeVectors {
  if (!isBarcodeType(type)) throw new Error(`Unknown barcode type “${type}”`);
  const problem = checkBarcodeValue(type, value);
  if (problem) throw new Error(problem);
  if (value === '') throw new Error(`${labelOf(type)} has no value to encode`);

  const linear = isLinearBarcodeType(type);
  const includetext = linear && options.includetext !== false;
  const heightMm = linear && options.heightMm && options.heightMm > 0 ? round2(options.heightMm) : undefined;
  const key = JSON.stringify([type, value, includetext, heightMm]);
  const cached = cache.get(key);
  if (cached) return cached;

  const params: bwipjs.RenderOptions = { bcid: bcidOf(type), ...declaringUtf8(type, value), scale: SCALE };
  if (linear) {
    params.includetext = includetext;
    // pdfme centres the text of every symbol. BWIPP's own layout for EAN/UPC is the retail one (first digit left of
    // the bars, 6 + 6 or 4 + 4 under the halves, guard bars reaching down between them); centring it as one run
    // put the guards through the digits (issue #17).
    if (!printsDigitGroups(type)) params.textxalign = 'center';
    // Width is left to the encoder: exact whole-pixel modules, stretched to the box afterwards. Passing the box width
    // (as pdfme does) makes bwip-js round module widths unevenly (1:1.7 instead of 1:2 in Code 128).
    if (heightMm) params.height = heightMm;
  }
  let vectors: BarcodeVectors;
  try {
    // QR codes, the most common symbol with a value per record, have their own encoder (qr/qrSymbol.ts): ~20× faster.
    // It returns null only for a value too long for any QR code; bwip-js then says so in its words.
    const qr = type === 'qrcode' ? qrSymbol(value) : null;
    // Code 128 too (code128/): an order or invoice number differs on every record, so the RepeatCache cannot help, and
    // bwip-js's PostScript emulation cost ~2.6 ms a symbol (10% of a warm invoice record, issue #23). Ours draws the
    // same vectors, text included; it returns null only for a value over BWIPP's 500 characters, which bwip-js refuses.
    const c128 = type === 'code128' ? code128Symbol(value) : null;
    if (qr) vectors = qrVectors(qr);
    else if (c128) vectors = code128Vectors(c128, value, { includetext, heightMm });
    else vectors = bwipjs.render(params, vectorDrawing());
  } catch (error) {
    throw new Error(`${labelOf(type)} cannot encode “${value}”: ${encoderReason(error)}`);
  }
  cache.offer(key, vectors);
  return vectors;
}

/** bwip-js messages look like "bwipp.qrcodeNoValidSymbol#27542: Maximum length exceeded or invalid content". */
function encoderReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^bwip(p|-js)[.:]\s*\w*(#\d+)?:\s*/, '');
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
