/** Recognising uploaded font files by their first bytes (file extensions lie), and naming them. Pure. */
import { SHIPPED_FONTS } from '../../templates/fonts';

export type FontCheck = { ok: true; format: 'TrueType' | 'OpenType' } | { ok: false; message: string };

/** Whether `bytes` start like a TTF/OTF font; WOFF and font collections get their own explanation. */
export function checkFontBytes(fileName: string, bytes: Uint8Array): FontCheck {
  const tag = String.fromCharCode(...bytes.slice(0, 4));
  const isTrueType = bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0;
  if (isTrueType || tag === 'true') return { ok: true, format: 'TrueType' };
  if (tag === 'OTTO') return { ok: true, format: 'OpenType' };
  if (tag === 'wOFF' || tag === 'wOF2') {
    return { ok: false, message: `“${fileName}” is a web font (WOFF). PDFs need the TTF or OTF file of the font.` };
  }
  if (tag === 'ttcf') return { ok: false, message: `“${fileName}” is a font collection (TTC). Upload one TTF or OTF face from it.` };
  return { ok: false, message: `“${fileName}” is not a font file. Upload a TrueType (.ttf) or OpenType (.otf) font.` };
}

/** A template font name from a file name ("Inter-Bold.ttf" -> "Inter-Bold"), made unique among shipped and uploaded fonts. */
export function fontNameFromFile(fileName: string, uploaded: readonly string[]): string {
  const base = fileName.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'Uploaded font';
  const taken = new Set([...SHIPPED_FONTS.map((f) => f.name), ...uploaded]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}
