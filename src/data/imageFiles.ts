/**
 * Pictures dropped with the data (a folder or a ZIP): a lookup from file name to data URL, so a column holding
 * "ada.jpg" or just "ada" fills an image field. Pure over bytes; the Data panel reads the files.
 */
import { unzipSync } from 'fflate';
import { readImageHeader } from '../templates/images';
import type { ImageLibrary } from '../templates/valueKinds';

/** lower-case file name (and the same without its extension) -> data URL; read by the image value kind's conversion */
export type { ImageLibrary };

const MIME = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp' } as const;

export function bytesToDataUrl(bytes: Uint8Array, mime: string): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return `data:${mime};base64,${btoa(binary)}`;
}

/** Adds one picture under its base name, with and without extension; files that are not images are ignored. */
export function addImage(library: ImageLibrary, path: string, bytes: Uint8Array): boolean {
  const header = readImageHeader(bytes);
  if (header.format === 'unknown') return false;
  const name = path.split(/[\\/]/).pop()!.toLowerCase();
  const url = bytesToDataUrl(bytes, MIME[header.format]);
  library.set(name, url);
  library.set(name.replace(/\.[^.]+$/, ''), url);
  return true;
}

/** Every picture inside a ZIP (folders flattened; macOS __MACOSX shadows skipped). */
export function imagesFromZip(bytes: Uint8Array, library: ImageLibrary = new Map()): ImageLibrary {
  const files = unzipSync(bytes, { filter: (file) => !file.name.startsWith('__MACOSX/') && !file.name.endsWith('/') });
  for (const [path, content] of Object.entries(files)) addImage(library, path, content);
  return library;
}
