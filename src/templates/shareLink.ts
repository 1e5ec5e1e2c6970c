/**
 * A template as a link with no server (issue #21): the pdfme JSON, deflated and base64url-encoded, in the URL's
 * fragment (`#template=v1.<data>`), which browsers never send to a server. The link only carries the file's text;
 * opening it goes through the same import (parseTemplateFile) as a file, so it is exactly as trusted as one.
 *
 * fflate, not the browser's CompressionStream: fflate is synchronous and pure, so the codec runs unchanged in Node's
 * unit tests and the link is ready inside the click that copies it (clipboard writes need that user gesture).
 */
import { Inflate, deflateSync } from 'fflate';

/** The fragment's key and the codec's version; a later format gets `v2` and this one keeps opening. */
export const SHARE_LINK_KEY = 'template';
export const SHARE_LINK_VERSION = 'v1';

/**
 * The longest link Platen makes, in characters. Chromium accepts 2 MB URLs and Firefox 1 MB, but a link has to
 * survive being pasted: Slack caps a message at 40,000 characters, Microsoft Teams at about 28 KB, and mail clients
 * wrap or truncate long lines. 24,000 stays under all of them with room for the text around it.
 */
export const MAX_LINK_CHARS = 24_000;

/** What a link may unpack to: far above any template that fits the limit, and a stop for a deflate bomb. */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

export type ShareLinkResult =
  | { ok: true; url: string; chars: number }
  | { ok: false; tooLarge: true; chars: number; templateBytes: number; message: string };

export type OpenedLink = { ok: true; text: string } | { ok: false; message: string };

/** base64url (RFC 4648 §5, no padding) of bytes; btoa exists in browsers and Node ≥ 16. */
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** "1.4 MB", "380 KB": sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The fragment (without '#') that carries `templateText`. */
export function encodeShareFragment(templateText: string): string {
  const packed = deflateSync(new TextEncoder().encode(templateText), { level: 9 });
  return `${SHARE_LINK_KEY}=${SHARE_LINK_VERSION}.${toBase64Url(packed)}`;
}

/**
 * A link to `pageUrl` (its own fragment replaced) that opens `templateText`; or, over MAX_LINK_CHARS, the size and the
 * advice to share the file instead.
 */
export function makeShareLink(pageUrl: string, templateText: string): ShareLinkResult {
  const url = `${pageUrl.replace(/#.*$/, '')}#${encodeShareFragment(templateText)}`;
  if (url.length <= MAX_LINK_CHARS) return { ok: true, url, chars: url.length };
  const templateBytes = new TextEncoder().encode(templateText).length;
  return {
    ok: false,
    tooLarge: true,
    chars: url.length,
    templateBytes,
    message:
      `This template is too large for a link: ${formatBytes(templateBytes)} (a link of ${url.length.toLocaleString('en')} characters; ` +
      `links stay under ${MAX_LINK_CHARS.toLocaleString('en')} so chat and mail keep them whole). Its pictures, fonts or background PDF make it large: ` +
      `share the file instead (Export JSON or Save as…).`,
  };
}

/** Whether `hash` (location.hash, with or without '#') holds a shared template. */
export function isShareFragment(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(`${SHARE_LINK_KEY}=`);
}

function unpack(bytes: Uint8Array): Uint8Array | string {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooBig = false;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > MAX_UNPACKED_BYTES) tooBig = true;
    else chunks.push(chunk);
  });
  try {
    inflate.push(bytes, true);
  } catch {
    return 'its compressed data is damaged (was the link cut short when it was copied?)';
  }
  if (tooBig) return `it unpacks to more than ${formatBytes(MAX_UNPACKED_BYTES)}, more than any template link holds`;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The template text a shared link's fragment carries, or why it cannot be read (never throws). */
export function decodeShareFragment(hash: string): OpenedLink {
  const fail = (why: string): OpenedLink => ({ ok: false, message: `The shared link could not be opened: ${why}. Nothing was changed.` });
  const body = hash.replace(/^#/, '');
  if (!isShareFragment(body)) return fail('it does not hold a template');
  let value: string;
  try {
    value = decodeURIComponent(body.slice(SHARE_LINK_KEY.length + 1).split('&')[0]);
  } catch {
    return fail('it has a broken %-escape (the link was changed when it was copied)');
  }
  const dot = value.indexOf('.');
  const version = dot < 0 ? '' : value.slice(0, dot);
  if (version !== SHARE_LINK_VERSION) {
    return fail(/^v\d+$/.test(version) ? `it was made by a newer Platen (format ${version}); update Platen and open it again` : 'it has no format version (the start of the link is damaged)');
  }
  const bytes = fromBase64Url(value.slice(dot + 1));
  if (!bytes || bytes.length === 0) return fail('it contains characters a template link never has (it was changed or cut short)');
  const unpacked = unpack(bytes);
  if (typeof unpacked === 'string') return fail(unpacked);
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(unpacked) };
  } catch {
    return fail('its text is not valid UTF-8 (the link is damaged)');
  }
}
