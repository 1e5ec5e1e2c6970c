// Builds the app once and serves it on localhost for every browser test, as a user would get it from `vite build`.
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

let server: PreviewServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each run builds into its own folder so concurrent runs never empty each other's output.
  const outDir = process.env.PLATEN_E2E_DIST ?? join('node_modules/.cache', `platen-e2e-${process.pid}`);
  if (!process.env.PLATEN_E2E_DIST) {
    // As `vite build` builds it: vitest sets NODE_ENV=test, and Vite then makes import.meta.env.PROD false, which left
    // the service worker unregistered (src/main.tsx) in the tested build only.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = testEnv;
    }
  }
  server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}/`);
  // the build itself, for tests that serve it their own way (tests/e2e/appUpdate.e2e.ts serves it as two versions)
  project.provide('distDir', resolve(outDir));
  return async () => {
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
    if (!process.env.PLATEN_E2E_DIST) rmSync(outDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    distDir: string;
  }
}
