import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the app (vite), the unit tests (node) and the browser tests (playwright-core driving Debian's Chromium).
export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
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
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
