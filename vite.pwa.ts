/**
 * Installable and offline after the first visit (issue #21): the web app manifest and a Workbox service worker made by
 * vite-plugin-pwa, plus the list of on-demand fonts with their built sizes.
 *
 * The service worker precaches the app shell: the page, every script chunk (the render, coordinator, parse and pdf.js
 * workers included), the HarfBuzz WebAssembly, styles, icons and the Roboto faces every template uses. The large Noto
 * faces (`lazy` in src/templates/fonts.ts; the CJK ones are 5–10 MB each, 67 MB in all) are not: they are cached
 * the first time a text needs one (CacheFirst, same origin) and all at once by the Offline setting, whose size comes
 * from offline-fonts.json written here from the bundle. No registration script is injected: the strict CSP allows no
 * inline script, so src/designer/offline/serviceWorker.ts registers it from our own module.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SHIPPED_FONTS } from './src/templates/fonts.ts';
import { FONT_CACHE, OFFLINE_FONT_LIST_FILE, type OfflineFontList } from './src/designer/offline/offlineFontList.ts';

/** --ui-accent in src/designer/styles/app.css */
const THEME_COLOUR = '#2563eb';

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** The file names (e.g. NotoSansSC_400Regular.ttf) of the shipped fonts loaded only when used. */
const ON_DEMAND_FONT_FILES = new Map(SHIPPED_FONTS.filter((font) => font.lazy).map((font) => [baseName(font.file), font.name]));

/** The shipped font an emitted asset holds when it is an on-demand one (matched by its source file's name). */
function onDemandFontOf(asset: { names?: readonly string[]; originalFileNames?: readonly string[] }): string | undefined {
  for (const name of [...(asset.originalFileNames ?? []), ...(asset.names ?? [])]) {
    const font = ON_DEMAND_FONT_FILES.get(baseName(name));
    if (font) return font;
  }
  return undefined;
}

/** The on-demand fonts' URLs as this build emitted them (offlineFontList fills it before the service worker is made). */
const onDemandFontUrls = new Set<string>();

/** Writes offline-fonts.json: every on-demand font's URL and size in bytes, as this build emitted it. */
function offlineFontList(): Plugin {
  return {
    name: 'platen-offline-font-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const list: OfflineFontList = { fonts: [] };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset') continue;
        const name = onDemandFontOf(output);
        if (name) list.fonts.push({ name, url: `/${output.fileName}`, bytes: output.source.length });
      }
      // Only the app build has fonts; the render worker's own sub-build emits none and must not overwrite the list.
      if (list.fonts.length === 0) return;
      list.fonts.sort((a, b) => a.name.localeCompare(b.name));
      for (const font of list.fonts) onDemandFontUrls.add(font.url.slice(1));
      this.emitFile({ type: 'asset', fileName: OFFLINE_FONT_LIST_FILE, source: JSON.stringify(list, null, 1) });
    },
  };
}

export function progressiveWebApp(): Plugin[] {
  return [
    offlineFontList(),
    ...VitePWA({
      // 'prompt': a new version waits until the user says Reload (the open template and data are flushed first).
      registerType: 'prompt',
      injectRegister: false,
      // `npm run dev` has no service worker: Vite serves modules one by one and changes them as you edit.
      devOptions: { enabled: false },
      manifest: {
        name: 'Platen',
        short_name: 'Platen',
        description: 'Design PDF templates by drag and drop and batch-generate PDFs on your own machine, offline.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#f7f7f8',
        icons: [
          { src: '/icons/platen-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/platen-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/platen-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // (the manifest and its icons are added by the plugin itself)
        globPatterns: ['**/*.{html,js,mjs,css,wasm,svg,json,ttf}'],
        // engine-harness.html is the browser tests' bare page for the worker client, not part of the app.
        globIgnores: ['engine-harness.html', 'assets/harness-*.js'],
        navigateFallbackDenylist: [/^\/engine-harness\.html/],
        // The largest shell chunk is ~3 MB (pdfme's schemas with their fonts' layout tables); the big fonts are
        // dropped from the precache below, not by this limit.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !onDemandFontUrls.has(entry.url)), warnings: [] })],
        // The first visit's page is controlled at once, so the fonts it uses from then on are cached too.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Only same-origin URLs match a RegExp that does not start at the scheme.
            urlPattern: /\/assets\/[^/]+\.ttf$/,
            handler: 'CacheFirst',
            // ignoreVary: servers answer "Vary: Origin" (Vite's preview does), and the canvas's FontFace requests and
            // the worker's fetches differ in it; a hashed font file is the same bytes for both.
            options: { cacheName: FONT_CACHE, cacheableResponse: { statuses: [200] }, matchOptions: { ignoreVary: true } },
          },
        ],
      },
    }),
  ];
}
