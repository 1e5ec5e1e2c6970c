// Builds the command line and its Node render and data workers into dist-node/ as plain JavaScript bundles (at `npm ci` through
// `prepare`, by `npm run build:cli`, and before the unit tests when the sources changed), so `platen` never compiles
// TypeScript at run time. dist/ is the web app's (vite build empties it), hence a folder of its own.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { asciiOnly } from './asciiOnly.mjs';

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

const cell = (fontSize) => ({
  alignment: 'left', verticalAlignment: 'middle', fontSize, lineHeight: 1, characterSpacing: 0, fontColor: '#000000',
  backgroundColor: '', borderColor: '#888888', borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 },
  padding: { top: 1, right: 1, bottom: 1, left: 1 },
});

/**
 * What the build renders to warm the code cache: one field of each kind most templates print (text, a table, an
 * image, lines and boxes, a QR code and a Code 128), so the functions a first record runs come compiled. Not any
 * benchmark's template; a template without these kinds still starts from the modules' compiled top levels.
 */
const CODE_CACHE_SAMPLE = {
  template: {
    basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
    schemas: [[
      { name: 'title', type: 'text', position: { x: 10, y: 10 }, width: 120, height: 10, fontSize: 14, content: '' },
      { name: 'lines', type: 'text', position: { x: 10, y: 22 }, width: 40, height: 20, fontSize: 9, alignment: 'right', content: '' },
      { name: 'rule', type: 'line', position: { x: 10, y: 45 }, width: 190, height: 0.3, color: '#333333', readOnly: true, content: '' },
      { name: 'box', type: 'rectangle', position: { x: 10, y: 50 }, width: 80, height: 20, borderWidth: 0.3, borderColor: '#888888', color: '', radius: 1, readOnly: true, content: '' },
      {
        name: 'mark', type: 'image', position: { x: 180, y: 10 }, width: 10, height: 10, readOnly: true,
        content: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGOQizrxH4QZYAwASswI/bzPoZkAAAAASUVORK5CYII=',
      },
      { name: 'qr', type: 'qrcode', position: { x: 170, y: 50 }, width: 25, height: 25, content: '', backgroundColor: '#ffffff', barColor: '#000000' },
      { name: 'code', type: 'code128', position: { x: 10, y: 250 }, width: 60, height: 15, content: '', backgroundColor: '#ffffff', barColor: '#000000', textColor: '#000000', includetext: true },
      {
        name: 'rows', type: 'table', position: { x: 10, y: 80 }, width: 190, height: 40, content: '', showHead: true, repeatHead: false,
        head: ['Item', 'Amount'], headWidthPercentages: [70, 30], tableStyles: { borderColor: '#000000', borderWidth: 0.2 },
        headStyles: { ...cell(9), fontColor: '#ffffff', backgroundColor: '#333333' }, bodyStyles: { ...cell(9), alternateBackgroundColor: '#eeeeee' },
        columnStyles: { alignment: { 1: 'right' } },
      },
    ]],
  },
  items: [{
    row: 0,
    record: {
      title: 'Sample 0001', lines: 'First line of an address\nSecond line, and a long one that wraps', qr: 'https://example.com/s/0001', code: 'S-0001',
      rows: JSON.stringify([['One', '1.00'], ['Two', '2.00'], ['Three', '3.00']]),
    },
  }],
};

/**
 * Runs the compiled render worker once in a worker thread, as the CLI starts it, and has its loader render a sample
 * and write V8's code cache for it. A cache that cannot be written costs start-up time only, so a failure here is
 * reported, not fatal. Resolves with the sample's record errors as the loader reported them, or null when it
 * reported none (it failed before rendering, or ended without saying).
 */
function writeWorkerCodeCache(loader) {
  return new Promise((resolve) => {
    let recordErrors = null;
    const worker = new Worker(loader, { workerData: { writeCodeCache: true, sample: CODE_CACHE_SAMPLE } });
    worker.on('message', (message) => {
      if (message && Array.isArray(message.recordErrors)) recordErrors = message.recordErrors;
    });
    worker.on('error', (error) => {
      console.warn(`dist-node/: no code cache for the render worker (${error.message}); it will compile at each start`);
      resolve(recordErrors);
    });
    worker.on('exit', () => resolve(recordErrors));
  });
}

/**
 * Says when the code cache's warm-up did not render its sample cleanly: the cache is still written, but holds less of
 * what a first record runs (a field kind's schema changed and CODE_CACHE_SAMPLE, above, no longer fits it).
 */
function warnOfSampleErrors(recordErrors) {
  if (recordErrors === null) {
    console.warn('dist-node/: the code cache warm-up reported no result for its sample (CODE_CACHE_SAMPLE in scripts/build-cli.mjs)');
    return;
  }
  if (recordErrors.length === 0) return;
  // The sample is rendered merged and one file per record: the same error comes back from each.
  const named = [...new Set(recordErrors.map((error) => `  row ${error.row}${error.field ? `, field "${error.field}"` : ''}: ${error.message}`))];
  console.warn(
    [
      `dist-node/: warning: the code cache sample rendered with ${named.length} record error(s); the render worker's`,
      'cache warms less. Update CODE_CACHE_SAMPLE in scripts/build-cli.mjs to fit the field schemas:',
      ...named,
    ].join('\n'),
  );
}

/** The warm-up's outcome, kept beside the build for tests/unit/cli/codeCache.test.ts: `{ recordErrors }` (null: no report). */
export const CODE_CACHE_REPORT = '.code-cache-sample.json';

/** Some bundled CommonJS packages call require(): an ES module bundle is given one by this banner. */
export const ESM_REQUIRE_BANNER = "import { createRequire as __platenRequire } from 'node:module'; const require = __platenRequire(import.meta.url);";

/**
 * esbuild's options for the Node bundles: dist-node/'s, and the bench's timed runs of the compiled engine
 * (bench/compiledBench.ts), which must run the code `platen` runs.
 */
export function nodeBundleOptions({ outdir, quiet = false }) {
  return {
    absWorkingDir: root,
    outdir,
    plugins: [designerOnlyPackages],
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Fonts are read from their npm packages at run time; pdf.js's optional native canvas is never used by the CLI;
    // the service's Fastify and BullMQ are runtime dependencies loaded only by `platen serve|worker`.
    // HarfBuzz loads its WebAssembly file from beside its own module: it stays a run-time dependency.
    external: ['@expo-google-fonts/*', '@napi-rs/canvas', 'fastify', '@fastify/*', 'bullmq', 'ioredis', 'harfbuzzjs'],
    define: {
      PLATEN_COMPILED_WORKER: JSON.stringify('./render-worker-loader.cjs'),
      PLATEN_COMPILED_DATA_WORKER: JSON.stringify('./data-worker.mjs'),
      PLATEN_VERSION: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
    },
    // Smaller source parses faster: each render worker compiles the engine at start-up.
    minify: true,
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
  };
}

/** Builds dist-node/; with `ifStale`, only when the sources changed since the last build. */
export async function buildCli({ quiet = false, ifStale = false } = {}) {
  const stamp = sourcesStamp();
  if (ifStale && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return;
  const started = Date.now();
  // Built beside and swapped in, so a `platen` already running from dist-node/ keeps a whole build.
  const staging = `${OUT_DIR}.${process.pid}`;
  const shared = nodeBundleOptions({ outdir: staging, quiet });
  await build({
    ...shared,
    // bin/platen.js imports `service` for serve|worker and `cli` for the rest: neither entry imports the other.
    entryPoints: { cli: 'src/cli/main.ts', service: 'src/server/main.ts', 'data-worker': 'src/node/dataWorker.ts' },
    outExtension: { '.js': '.mjs' },
    // Code shared by the entries (pdf-lib, the data readers) lives in chunks.
    splitting: true,
    format: 'esm',
    banner: { js: ESM_REQUIRE_BANNER },
  });
  // The render worker is one CommonJS file, so that its loader can hand V8 a code cache for it (vm.Script; Node 20
  // has no compile cache for ES modules): see src/worker/node/compiledWorkerLoader.cjs.
  await build({
    ...shared,
    entryPoints: { 'render-worker': 'src/worker/node/renderWorker.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // import() would fail in code V8 restored from the cache: the loader supplies what they load through require.
    supported: { 'dynamic-import': false },
    banner: { js: "const __platenModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { ...shared.define, 'import.meta.url': '__platenModuleUrl' },
  });
  for (const name of readdirSync(staging).filter((file) => /\.(mjs|cjs)$/.test(file))) {
    const file = join(staging, name);
    const code = readFileSync(file, 'utf8');
    const ascii = asciiOnly(code, name);
    if (ascii !== code) writeFileSync(file, ascii);
  }
  copyFileSync(join(root, 'src/worker/node/compiledWorkerLoader.cjs'), join(staging, 'render-worker-loader.cjs'));
  const recordErrors = await writeWorkerCodeCache(join(staging, 'render-worker-loader.cjs'));
  warnOfSampleErrors(recordErrors);
  writeFileSync(join(staging, CODE_CACHE_REPORT), JSON.stringify({ recordErrors }));
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
