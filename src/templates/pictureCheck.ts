/**
 * What is wrong with a picture value, in the user's terms, before pdfme and pdf-lib see it. pdfme's image field
 * sends every data URL that is not labelled PNG to pdf-lib's JPEG reader ("SOI not found in JPEG" for a GIF), pdf-lib
 * allocates a PNG's claimed width × height before reading a pixel ("Invalid typed array length", or the heap), and
 * embeds a cut-short JPEG as is (qpdf then rejects the PDF). Pure: used by data conversion and by the engine before
 * a field is drawn.
 */
import { dataUrlBytes, readImageHeader, type ImageFormat } from './images';

/** Above this a PNG is refused: pdf-lib holds 4 bytes per pixel while embedding (8,000 × 8,000 = 256 MB). */
export const MAX_IMAGE_PIXELS = 64_000_000;

const FORMAT_NAMES: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', svg: 'SVG', gif: 'GIF', webp: 'WebP', bmp: 'BMP', unknown: '' };

/** A sentence for an image field's value (a data URL), or null when pdf-lib can embed it. */
export function imageValueProblem(value: string): string | null {
  if (!value.startsWith('data:')) return null; // file names and web addresses are conversion's business
  const decoded = dataUrlBytes(value);
  if (!decoded) return 'the picture is not a readable data URL (expected data:image/png;base64,… or data:image/jpeg;base64,…)';
  const { mime, bytes } = decoded;
  if (bytes.length === 0) return 'the picture is empty (the data URL holds no bytes)';
  const header = readImageHeader(bytes);
  if (header.format === 'unknown') {
    if (mime.startsWith('image/')) return `the picture labelled ${mime} is not a PNG or JPEG image (its bytes are damaged or another kind of file)`;
    return `this is ${mime} data, not a picture; image fields take PNG or JPEG`;
  }
  if (header.format !== 'png' && header.format !== 'jpeg') {
    const svgHint = header.format === 'svg' ? ' (use an SVG field for SVG)' : '';
    return `this is ${header.format === 'svg' ? 'an' : 'a'} ${FORMAT_NAMES[header.format]} image; image fields take PNG or JPEG${svgHint}`;
  }
  const name = FORMAT_NAMES[header.format];
  const labelled = mime === 'image/jpg' ? 'image/jpeg' : mime;
  if (labelled !== `image/${header.format}`) {
    return `the picture is a ${name} image but its data URL says ${mime}; label it data:image/${header.format};base64,…`;
  }
  if (!header.width || !header.height) return `the ${name} image is damaged or cut short (its header has no size)`;
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    return `the ${name} image claims to be ${header.width.toLocaleString('en')} × ${header.height.toLocaleString('en')} pixels; image fields take at most ${MAX_IMAGE_PIXELS / 1e6} megapixels`;
  }
  if (header.format === 'jpeg' && !endsWithJpegEnd(bytes)) return 'the JPEG image is cut short (it has no end marker); export it again';
  if (header.format === 'png') return pngChunkProblem(bytes);
  return null;
}

/**
 * A PNG is a signature and chunks (length, type, data, CRC) up to IEND. pdf-lib's PNG reader walks them without a
 * bounds check: a PNG cut short before IEND makes it loop for ever (the render worker then hits the record time
 * limit), so the walk is done here first. CRCs are not checked: a damaged IDAT fails in inflate, which throws.
 */
function pngChunkProblem(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let sawPixels = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7]);
    const next = offset + 12 + length;
    if (next > bytes.length) break;
    if (type === 'IDAT') sawPixels = true;
    if (type === 'IEND') return sawPixels ? null : 'the PNG image holds no pixels (it has no IDAT chunk); export it again';
    offset = next;
  }
  return 'the PNG image is cut short (it stops before its end chunk); export it again';
}

/** A JPEG ends with FF D9; some writers pad after it with zeros or newlines. */
function endsWithJpegEnd(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 2 && (bytes[end - 1] === 0 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x20)) end--;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/** SVG values: see src/templates/svgText (validation checks a template's fixed SVG with the same rules). */
export { svgValueProblem, withoutSvgProlog } from './svgText';
