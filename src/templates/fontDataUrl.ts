/**
 * Uploaded fonts travel inside a template as base64 data URLs (template.platen.fonts). They are untrusted text: the
 * canvas once handed them to `new FontFace(name, url(${data}))`, where `data:…AAAA), url(http://host/f.ttf)` adds a
 * second source on another site (issue #9). Here a font is only ever bytes, decoded from a strictly checked data URL
 * and recognised as a TrueType/OpenType file; anything else is not a font. Pure: runs in Node, the page and the worker.
 */

/** Base64 only, whole: no `)`, comma, quote or space that could end a CSS url() or start another source. The MIME type
 * varies by browser (font/ttf, application/x-font-ttf, application/octet-stream…) and may be absent. */
const FONT_DATA_URL = /^data:(?:[\w.+-]+\/[\w.+-]+)?;base64,([A-Za-z0-9+/]+={0,2})$/;

export type FontDataCheck = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: string };

/** The sfnt versions of a TrueType (0x00010000, 'true') or OpenType-CFF ('OTTO') file. */
export function isFontFileStart(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const tag = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  return (bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0) || tag === 'true' || tag === 'OTTO';
}

/** Why an uploaded-font value is not a usable font, or null when it is. Reads only the file's first bytes (cheap). */
export function fontDataUrlProblem(value: unknown): string | null {
  const base64 = fontBase64(value);
  if (base64 === null) return 'it is not an embedded font file (a base64 data: URL)';
  return isFontFileStart(base64Bytes(base64.slice(0, 16))) ? null : 'the embedded file is not a TrueType or OpenType font';
}

/** The font file inside an uploaded-font data URL, or why it is not one. Never fetches: the bytes are in the text. */
export function readFontDataUrl(value: unknown): FontDataCheck {
  const problem = fontDataUrlProblem(value);
  if (problem !== null) return { ok: false, reason: problem };
  return { ok: true, bytes: base64Bytes(fontBase64(value) as string) };
}

function fontBase64(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = FONT_DATA_URL.exec(value);
  return match && match[1].length % 4 === 0 ? match[1] : null;
}

function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A font family name as a CSS string: quoted, with quotes, backslashes and control characters escaped. */
export function cssFamilyName(name: string): string {
  const escaped = [...name]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '"' || char === '\\') return `\\${char}`;
      if (code < 0x20 || code === 0x7f) return `\\${code.toString(16)} `;
      return char;
    })
    .join('');
  return `"${escaped}"`;
}
