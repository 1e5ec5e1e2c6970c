// Builds the command line and its Node render and data workers into dist-node/ as plain JavaScript bundles (at `npm ci` through
// `prepare`, by `npm run build:cli`, and before the unit tests when the sources changed), so `platen` never compiles
// TypeScript at run time. dist/ is the web app's (vite build empties it), hence a folder of its own.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const OUT_DIR = join(root, 'dist-node');
const STAMP = join(OUT_DIR, '.sources');

/** The newest modification time of the sources and lockfile, as a stamp for the build made from them. */
function sourcesStamp() {
  let newest = statSync(join(root, 'package-lock.json')).mtimeMs;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  visit(join(root, 'src'));
  visit(join(root, 'scripts'));
  return String(newest);
}

/**
 * Packages the Node engine never runs, which each render worker still compiled at start-up (issue #23: start-up):
 * pdfme's plugins carry their designer parts, lucide's whole icon set (470 KB of CommonJS, for the property panel)
 * and air-datepicker (the date field's picker); fontkit carries brotli (a 460 KB dictionary) for WOFF2, which never
 * reaches it (templates/fontDataUrl.ts and cli/fontFiles.ts accept TrueType and OpenType files only). Here lucide's
 * icons are empty (pdfme's createSvgStr then makes an empty <svg>), and the other two refuse to run, saying why. The
 * web app's build (vite) keeps all three.
 */
const designerOnlyPackages = {
  name: 'designer-only-packages',
  setup(build) {
    build.onResolve({ filter: /^(lucide|air-datepicker|brotli\/decompress\.js)$/ }, (args) => ({ path: args.path, namespace: 'designer-only' }));
    build.onLoad({ filter: /.*/, namespace: 'designer-only' }, (args) => {
      if (args.path === 'air-datepicker') {
        return { contents: "export default class { constructor() { throw new Error('The date picker is part of the designer'); } }", loader: 'js' };
      }
      if (args.path.startsWith('brotli')) {
        return { contents: "export default () => { throw new Error('WOFF2 fonts must be converted to TTF or OTF first'); };", loader: 'js' };
      }
      const icons = Object.keys(createRequire(import.meta.url)('lucide')).filter((name) => /^[A-Z][A-Za-z0-9]*$/.test(name));
      return { contents: icons.map((name) => `export const ${name} = [];`).join('\n'), loader: 'js' };
    });
  },
};

/** Builds dist-node/; with `ifStale`, only when the sources changed since the last build. */
export async function buildCli({ quiet = false, ifStale = false } = {}) {
  const stamp = sourcesStamp();
  if (ifStale && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return;
  const started = Date.now();
  // Built beside and swapped in, so a `platen` already running from dist-node/ keeps a whole build.
  const staging = `${OUT_DIR}.${process.pid}`;
  await build({
    absWorkingDir: root,
    // bin/platen.js imports `service` for serve|worker and `cli` for the rest: neither entry imports the other.
    entryPoints: {
      cli: 'src/cli/main.ts',
      service: 'src/server/main.ts',
      'render-worker': 'src/worker/node/renderWorker.ts',
      'data-worker': 'src/node/dataWorker.ts',
    },
    outdir: staging,
    plugins: [designerOnlyPackages],
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code (pdfme, the engine) lives in chunks that the main thread loads only when it renders itself.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Fonts are read from their npm packages at run time; pdf.js's optional native canvas is never used by the CLI;
    // the service's Fastify and BullMQ are runtime dependencies loaded only by `platen serve|worker`.
    // HarfBuzz loads its WebAssembly file from beside its own module: it stays a run-time dependency.
    external: ['@expo-google-fonts/*', '@napi-rs/canvas', 'fastify', '@fastify/*', 'bullmq', 'ioredis', 'harfbuzzjs'],
    // Some bundled CommonJS packages call require(): give the ESM bundle one.
    banner: { js: "import { createRequire as __platenRequire } from 'node:module'; const require = __platenRequire(import.meta.url);" },
    define: {
      PLATEN_COMPILED_WORKER: JSON.stringify('./render-worker.mjs'),
      PLATEN_COMPILED_DATA_WORKER: JSON.stringify('./data-worker.mjs'),
      PLATEN_VERSION: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
    },
    // Smaller source parses faster: each render worker compiles the engine chunk at start-up.
    minify: true,
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
  });
  writeFileSync(join(staging, '.sources'), stamp);
  rmSync(OUT_DIR, { recursive: true, force: true });
  try {
    renameSync(staging, OUT_DIR);
  } catch (error) {
    // Another build (a second test run) swapped its own in first: the same sources, so keep that one.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(OUT_DIR)) throw error;
  }
  if (!quiet) console.log(`dist-node/ built in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
