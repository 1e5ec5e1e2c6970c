import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { progressiveWebApp } from './vite.pwa.ts';
import { asciiOnly } from './scripts/asciiOnly.mjs';

/**
 * The Content-Security-Policy of the app (issue #9): nothing is loaded from or sent to another origin, no inline or
 * eval'd script. Fonts and images may also be data:/blob: (uploaded fonts, barcodes, SVG fields); workers are our own
 * files. 'wasm-unsafe-eval' lets the render workers compile HarfBuzz's WebAssembly (our own file, the text shaper):
 * it allows WebAssembly compilation only, never JavaScript eval. React sets style props through the CSSOM, which CSP does not govern, so styles need no 'unsafe-inline'.
 */
const POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data: blob:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
};

/**
 * What Vite's dev server adds on top: an inline script (@vitejs/plugin-react's refresh preamble) and CSS injected as
 * <style> elements by its client. Its HMR socket is same-origin, which 'self' allows.
 */
const DEV_POLICY: Record<string, string> = { ...POLICY, 'script-src': "'self' 'wasm-unsafe-eval' 'unsafe-inline'", 'style-src': "'self' 'unsafe-inline'" };

const policyText = (policy: Record<string, string>) => Object.entries(policy).map(([name, value]) => `${name} ${value}`).join('; ');

/** The policy as a <meta> in every page (index.html, engine-harness.html), first in <head> so it covers every script. */
function contentSecurityPolicy(): Plugin {
  let policy = POLICY;
  return {
    name: 'platen-content-security-policy',
    configResolved(config) {
      if (config.command === 'serve' && !config.isProduction) policy = DEV_POLICY;
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policyText(policy) }, injectTo: 'head-prepend' },
    ],
  };
}

/** Every emitted script ASCII only (scripts/asciiOnly.mjs): each render worker holds its chunks' source for its life. */
function asciiOnlyScripts(): Plugin {
  return {
    name: 'platen-ascii-only',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = asciiOnly(output.code, output.fileName);
    },
  };
}

// frame-ancestors works only as a header (a <meta> one is ignored with a console error).
const HEADERS = { 'Content-Security-Policy': `${policyText(POLICY)}; frame-ancestors 'none'` };
const DEV_HEADERS = { 'Content-Security-Policy': `${policyText(DEV_POLICY)}; frame-ancestors 'none'` };

// One config for the app (vite), the unit tests (node) and the browser tests (playwright-core driving Debian's Chromium).
export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), progressiveWebApp(), asciiOnlyScripts()],
  server: { headers: DEV_HEADERS },
  preview: { headers: HEADERS },
  worker: { format: 'es', plugins: () => [asciiOnlyScripts()] },
  // harfbuzzjs finds its .wasm beside its own module (new URL(…, import.meta.url)); pre-bundling would move the module.
  optimizeDeps: { exclude: ['harfbuzzjs'] },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    // engine-harness.html: a bare page exposing the worker client to tests/e2e/engine.e2e.ts.
    rollupOptions: { input: { index: 'index.html', harness: 'engine-harness.html' } },
  },
  assetsInclude: ['**/*.ttf', '**/*.otf'],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['tests/unit/support/buildCli.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          // Conditions, not clocks: a poll waits as long as a loaded 2-core machine may need (vitest's default is 1 s).
          expect: { poll: { timeout: 60_000, interval: 100 } },
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
