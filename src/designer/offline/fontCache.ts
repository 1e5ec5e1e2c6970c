/**
 * The on-demand fonts in Cache Storage (issue #21): which are saved for offline use, and saving the rest. The service
 * worker caches each the first time a text needs it (vite.pwa.ts); this is the "all at once" path, into the same cache.
 */
import { FONT_CACHE, OFFLINE_FONT_LIST_FILE, type OfflineFont, type OfflineFontList } from './offlineFontList';

/** A hashed font file is the same bytes whatever the request's Origin header ("Vary: Origin" from the server). */
const ANY_VARY = { ignoreVary: true };

/** The build's list of on-demand fonts with their sizes; null where there is none (`npm run dev`) or no Cache Storage. */
export async function loadOfflineFontList(): Promise<OfflineFont[] | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const response = await fetch(`/${OFFLINE_FONT_LIST_FILE}`);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return ((await response.json()) as OfflineFontList).fonts;
  } catch {
    return null;
  }
}

/** The URLs of `fonts` that the font cache holds. */
export async function savedFontUrls(fonts: readonly OfflineFont[]): Promise<Set<string>> {
  const cache = await caches.open(FONT_CACHE);
  const saved = new Set<string>();
  for (const font of fonts) if (await cache.match(font.url, ANY_VARY)) saved.add(font.url);
  return saved;
}

/**
 * Saves each font of `fonts` not cached yet, one after another (the largest is 10 MB), telling `onSaved` after each.
 * Also asks the browser to keep the app's storage under disk pressure (it may say no; the fonts are cached anyway).
 */
export async function saveFontsOffline(fonts: readonly OfflineFont[], onSaved: (font: OfflineFont) => void): Promise<void> {
  void navigator.storage?.persist?.().catch(() => false);
  const cache = await caches.open(FONT_CACHE);
  for (const font of fonts) {
    if (!(await cache.match(font.url, ANY_VARY))) {
      try {
        await cache.add(font.url);
      } catch (error) {
        throw new Error(`${font.name} could not be downloaded (${(error as Error).message})`);
      }
    }
    onSaved(font);
  }
}

/** Drops cached fonts this build no longer ships (an updated font file has a new hashed name). */
export async function forgetOutdatedFonts(fonts: readonly OfflineFont[]): Promise<void> {
  const current = new Set(fonts.map((font) => font.url));
  const cache = await caches.open(FONT_CACHE);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/** A size for people: "67.1 MB" (decimal megabytes, as file managers show them). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
