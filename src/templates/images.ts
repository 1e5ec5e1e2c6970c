/**
 * Reads just enough of an image to know whether pdfme can embed it: the format from its magic bytes and the pixel
 * size from its header (PNG IHDR, JPEG SOFn). Pure; no decoding of pixels.
 */

export type ImageFormat = 'png' | 'jpeg' | 'svg' | 'gif' | 'webp' | 'bmp' | 'unknown';

export interface ImageHeader {
  format: ImageFormat;
  /** pixels, when the header says */
  width?: number;
  height?: number;
}

/** Beyond this many pixels an image makes every PDF heavy and slow; preflight warns. */
export const LARGE_IMAGE_PIXELS = 40_000_000;

/** Decodes a data URL's payload to bytes; null when it is not a base64 or percent-encoded data URL. */
export function dataUrlBytes(dataUrl: string): { mime: string; bytes: Uint8Array } | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(dataUrl.trim());
  if (!match) return null;
  const mime = match[1] || 'text/plain';
  try {
    if (match[3]) {
      const binary = atob(match[4].replace(/\s+/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return { mime, bytes };
    }
    return { mime, bytes: new TextEncoder().encode(decodeURIComponent(match[4])) };
  } catch {
    return null;
  }
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The image's format and pixel size from its first bytes. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    if (bytes.length < 24) return { format: 'png' };
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg', ...jpegSize(bytes) };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { format: 'gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { format: 'webp' };
  if (startsWith(bytes, [0x42, 0x4d])) return { format: 'bmp' };
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return { format: 'svg' };
  return { format: 'unknown' };
}

/** Walks JPEG segments to the first start-of-frame marker, which carries the size. */
function jpegSize(bytes: Uint8Array): { width?: number; height?: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return {};
    const marker = bytes[offset + 1];
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return { height: (bytes[offset + 5] << 8) | bytes[offset + 6], width: (bytes[offset + 7] << 8) | bytes[offset + 8] };
    }
    offset += 2 + length;
  }
  return {};
}
