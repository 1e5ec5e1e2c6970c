/** Adds an uploaded TTF/OTF to the open template (template.platen.fonts, one undo entry). */
import { setTemplateMeta } from '../../templates/commands/setTemplateMeta';
import { designer } from '../store';
import { checkFontBytes, fontNameFromFile } from './fontFile';

/** Largest font accepted, bytes: CJK fonts are big, but every saved template and PDF carries the font. */
export const MAX_FONT_BYTES = 20 * 1024 * 1024;

export type FontUploadResult = { ok: true; name: string } | { ok: false; message: string };

function toDataUrl(bytes: Uint8Array, mime: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mime }));
  });
}

export async function uploadFont(file: File): Promise<FontUploadResult> {
  if (file.size > MAX_FONT_BYTES) return { ok: false, message: `“${file.name}” is larger than 20 MB; choose a smaller font file.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkFontBytes(file.name, bytes);
  if (!check.ok) return check;
  // The browser must be able to draw it too, or the canvas would silently fall back to another face.
  try {
    await new FontFace('platen-font-check', bytes).load();
  } catch {
    return { ok: false, message: `“${file.name}” looks like a font but could not be read; the file may be damaged.` };
  }
  const fonts = designer.getDoc().platen?.fonts ?? {};
  const name = fontNameFromFile(file.name, Object.keys(fonts));
  const dataUrl = await toDataUrl(bytes, check.format === 'OpenType' ? 'font/otf' : 'font/ttf');
  designer.run(setTemplateMeta, { patch: { fonts: { ...fonts, [name]: dataUrl } } });
  return { ok: true, name };
}

/** Removes an uploaded font (one undo entry). Fields still naming it fall back to Roboto in the PDF. */
export function removeFont(name: string): void {
  const { [name]: _removed, ...rest } = designer.getDoc().platen?.fonts ?? {};
  designer.run(setTemplateMeta, { patch: { fonts: Object.keys(rest).length ? rest : undefined } });
}
