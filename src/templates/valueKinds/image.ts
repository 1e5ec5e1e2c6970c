/**
 * Pictures (image and signature fields): PNG or JPEG data URLs, which pdfme embeds as they are. A cell may instead
 * name a picture dropped with the data; web addresses are refused (Platen works offline).
 */
import { findFieldType } from '../fieldTypes';
import { dataUrlBytes, LARGE_IMAGE_PIXELS, readImageHeader } from '../images';
import { imageValueProblem } from '../pictureCheck';
import type { FieldSchema, Problem } from '../types';
import { type FieldPlace, error, warning } from '../validate/place';
import { contentSample, type ConvertContext, type Converted, type Finding, type ImageLibrary, type ValueKindTraits } from './valueKind';

/** The data URL for a cell naming a file ("photos/Ada.JPG", "ada"), if it was dropped. */
export function findImage(library: ImageLibrary, cell: string): string | undefined {
  const name = cell.trim().split(/[\\/]/).pop()!.toLowerCase();
  return library.get(name) ?? library.get(name.replace(/\.[^.]+$/, ''));
}

function convertImage(value: string, ctx: ConvertContext): Converted {
  const text = value.trim();
  if (text === '') return { value: text };
  if (text.startsWith('data:')) {
    const problem = imageValueProblem(text);
    return problem ? { value: '', problem: { message: problem, severity: 'error' } } : { value: text };
  }
  if (/^https?:\/\//i.test(text)) {
    return { value: '', problem: { message: `“${text}” is a web address; Platen works offline and never downloads images — drop the picture files with the data`, severity: 'error' } };
  }
  const found = ctx.images ? findImage(ctx.images, text) : undefined;
  if (found) {
    const problem = imageValueProblem(found);
    return problem ? { value: '', problem: { message: `picture “${text}”: ${problem}`, severity: 'error' } } : { value: found };
  }
  return {
    value: '',
    problem: { message: `picture “${text}” was not found${ctx.images?.size ? ' among the dropped pictures' : '; drop the folder or ZIP of pictures'}`, severity: 'error' },
  };
}

/** pdfme's image and signature plugins embed PNG and JPEG data URLs only. */
function checkImage(field: Pick<FieldSchema, 'type'>, value: string): Finding | null {
  const decoded = value.startsWith('data:') ? dataUrlBytes(value) : null;
  if (!decoded) {
    return { message: `“${shorten(value)}” is not an image: expected a PNG or JPEG (as a data URL or a file dropped with the data)`, severity: 'error' };
  }
  const header = readImageHeader(decoded.bytes);
  if (header.format !== 'png' && header.format !== 'jpeg') {
    const what = header.format === 'unknown' ? 'not a readable image' : `a ${header.format.toUpperCase()} image`;
    const noun = `${(findFieldType(field.type)?.label ?? 'Image').toLowerCase()}s`;
    return { message: `is ${what}; ${noun} must be PNG or JPEG`, severity: 'error' };
  }
  if (!header.width || !header.height) return { message: `${header.format.toUpperCase()} image header is damaged and cannot be decoded`, severity: 'error' };
  const pixels = header.width * header.height;
  if (pixels > LARGE_IMAGE_PIXELS) {
    const megapixels = Math.round(pixels / 1e6);
    return { message: `image is ${header.width}×${header.height} (${megapixels} megapixels): every PDF gets heavy and slow; scale it down`, severity: 'warning' };
  }
  return null;
}

function shorten(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** Pictures must be embedded: Platen never fetches from other sites, and pdfme would in a browser. */
function checkPictureContent({ field, path, where }: FieldPlace, problems: Problem[]): void {
  const content = field.content;
  if (typeof content !== 'string' || content === '' || content.startsWith('data:image/')) return;
  const fixed = field.readOnly === true;
  const message = /^(https?:)?\/\//i.test(content)
    ? `${where}: the picture is a web address; embed the image instead (Platen never downloads from other sites).`
    : `${where}: the picture is not an embedded image (expected a data:image/png or data:image/jpeg URL).`;
  problems.push(fixed ? error([...path, 'content'], message) : warning([...path, 'content'], message));
}

export const imageValue: ValueKindTraits = {
  convertCell: (_field, cell, ctx) => convertImage(cell, ctx),
  checkTemplateValue: checkPictureContent,
  checkRecordValue: checkImage,
  // Pictures pdf-lib would misread (a GIF as JPEG) or choke on (a huge PNG): see pictureCheck.
  checkPrintedValue: imageValueProblem,
  sample: contentSample,
};
