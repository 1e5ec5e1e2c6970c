/**
 * SVG markup of a barcode for the designer canvas, from the same encoder and vectors as the PDF.
 * Sanitised by construction: the markup holds only numbers we computed and colours that passed a hex pattern; the
 * user's value is never written into it.
 */
import { encodeBarcode } from './encode';
import { textPath, type PathOp } from './vectorDrawing';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour for an SVG attribute: the schema's if it is a plain hex colour, else the fallback (or none). */
function safeColour(value: unknown, fallback: string | undefined): string | undefined {
  return typeof value === 'string' && HEX.test(value) ? value : fallback;
}

function pathData(path: PathOp[]): string {
  return path
    .map((op) => (op[0] === 'R' ? `M${op[1]} ${op[2]}h${op[3]}v${op[4]}h${-op[3]}Z` : op.join(' ').replace(/^(\w) /, '$1')))
    .join('');
}

/**
 * An `<svg>` that stretches to its container (preserveAspectRatio="none", like the PDF stretches to the field box).
 * `schema` supplies barColor, backgroundColor, textColor, includetext and height (mm). Throws with a user-readable
 * message when the value cannot be encoded.
 */
export function barcodeToSvg(type: string, value: string, schema: Record<string, unknown>): string {
  const height = typeof schema.height === 'number' ? schema.height : undefined;
  const includetext = typeof schema.includetext === 'boolean' ? schema.includetext : undefined;
  const vectors = encodeBarcode(type, value, { includetext, heightMm: height });
  const background = safeColour(schema.backgroundColor, undefined);
  const bar = safeColour(schema.barColor, '#000000');
  const text = safeColour(schema.textColor, '#000000');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${vectors.width} ${vectors.height}" width="100%" height="100%" preserveAspectRatio="none">`,
  ];
  if (background) parts.push(`<rect width="${vectors.width}" height="${vectors.height}" fill="${background}"/>`);
  if (vectors.bars.length) parts.push(`<path fill="${bar}" fill-rule="evenodd" d="${pathData(vectors.bars)}"/>`);
  if (vectors.text.length) parts.push(`<path fill="${text}" d="${pathData(textPath(vectors.text))}"/>`);
  parts.push('</svg>');
  return parts.join('');
}
