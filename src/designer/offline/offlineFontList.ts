/**
 * What the build (vite.pwa.ts), the service worker and the Offline setting agree on about the fonts that are not
 * precached (issue #21): the shipped fonts marked `lazy` in src/templates/fonts.ts — the Noto fallback faces, CJK
 * ones several MB each — are cached when first used and by "Make all fonts available offline".
 * Pure: imported by the Vite config in Node and by the designer.
 */

/** The Cache Storage cache that holds on-demand fonts (the service worker's runtime cache and the setting's). */
export const FONT_CACHE = 'platen-fonts';

/** Where the build writes the list of on-demand fonts with their sizes, beside index.html (precached with it). */
export const OFFLINE_FONT_LIST_FILE = 'offline-fonts.json';

/** One on-demand font as built: its URL path on the app's origin and its size in bytes. */
export interface OfflineFont {
  /** the shipped font's name (src/templates/fonts.ts), e.g. "NotoSansSC-Bold" */
  name: string;
  /** path from the origin, e.g. "/assets/NotoSansSC_700Bold-d5-MnmD8.ttf" */
  url: string;
  bytes: number;
}

export interface OfflineFontList {
  fonts: OfflineFont[];
}
