// The compiled CLI's render worker entry (copied into dist-node/ by scripts/build-cli.mjs): runs render-worker.cjs
// with V8's code cache for it. Each render worker compiles the whole engine (pdfme, pdf-lib, fontkit, bwip-js) before
// its first record, and a one-record `platen render` is mostly that start-up (issue #23). The cache is written by the
// build, next to the bundle; V8 checks it against the source and its own version and flags, and compiles afresh when
// it does not fit (another Node, a changed bundle): the cache only ever saves time.
'use strict';
const { closeSync, fstatSync, openSync, readSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');
const { setFlagsFromString } = require('node:v8');
const { parentPort, workerData } = require('node:worker_threads');

// No allocation-site pretenuring, for the whole process (V8's flags are per process): src/worker/node/
// createNodeEngine.ts says why (NO_PRETENURING). Set here, before the cache is read or written, because V8 checks a
// code cache against a hash of its flags: the build's worker writes the cache under this flag, and every render
// worker reads it under the same one.
setFlagsFromString('--no-allocation-site-pretenuring');

const bundle = join(__dirname, 'render-worker.cjs');
const cacheFile = `${bundle}.v8cache`;
const writingCache = Boolean(workerData && workerData.writeCodeCache);

/** Larger than glibc's DEFAULT_MMAP_THRESHOLD_MAX (32 MB on 64-bit), the largest size a free raises the threshold to. */
const PAST_DYNAMIC_THRESHOLD = 33 * 1024 * 1024;

/**
 * A whole file in a buffer whose freeing leaves glibc's mmap threshold where it is (as src/node/readWhole.ts, which
 * says why). readFileSync here, of the bundle's source as a growing string (1, 2 and 4 MB freed on the way) and of
 * the 3 MB cache, raised the threshold of the whole process to 4 MB in the first worker's first second: every
 * thread's malloc arena then kept freed PDF buffers and deflate tables under 4 MB. With the Node engine's output
 * chunks also kept under the threshold (chunkedSink.ts), a merged PDF of 10,000 invoices peaked ~28 MB lower. Pages
 * past the file's end are never touched: they cost address space, not memory.
 */
function readWhole(path) {
  const file = openSync(path, 'r');
  try {
    const size = fstatSync(file).size;
    const room = Buffer.allocUnsafeSlow(Math.max(size, PAST_DYNAMIC_THRESHOLD));
    let filled = 0;
    while (filled < size) {
      const bytesRead = readSync(file, room, filled, size - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return room.subarray(0, filled);
  } finally {
    closeSync(file);
  }
}

function readCache() {
  try {
    return readWhole(cacheFile);
  } catch {
    return undefined;
  }
}

/**
 * A function compiled from a code cache cannot call import() in Node 20 (its dynamic-import callback is lost), so the
 * bundle has none (build-cli.mjs turns them into require calls) and the one ES module it needs, harfbuzzjs (top-level
 * await: require() cannot load it), is imported here first and handed to it by its require.
 */
function run(harfbuzz) {
  const nodeRequire = createRequire(bundle);
  const bundleRequire = Object.assign((id) => (id === 'harfbuzzjs' ? harfbuzz : nodeRequire(id)), { resolve: nodeRequire.resolve, cache: nodeRequire.cache });
  // Decoded into V8's own heap: Buffer's toString would make an external string, whose 3.4 MB malloc'd copy, freed
  // once compiled, raised the threshold just the same.
  const source = new TextDecoder().decode(readWhole(bundle));
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData: writingCache ? undefined : readCache(),
  });
  // For tests/unit/cli/codeCache.test.ts, which starts render workers as `platen` does and asks whether V8 took the cache.
  if (workerData && workerData.reportCodeCache) parentPort.postMessage({ codeCacheRejected: script.cachedDataRejected });
  const compiled = { exports: {} };
  script.runInThisContext().call(compiled.exports, compiled.exports, bundleRequire, compiled, bundle, __dirname);
  if (writingCache) writeCache(script, compiled.exports.renderWorkerApi, workerData.sample);
}

/**
 * The build's own run: the engine has been evaluated; it renders the build's sample (so the functions a first record
 * runs are compiled too, not only the modules' top levels), keeps what V8 compiled, then ends. The sample's record
 * errors go back to the build, which names them: a sample that no longer renders warms the cache less, silently.
 */
async function writeCache(script, api, sample) {
  const recordErrors = [];
  if (sample) {
    recordErrors.push(...(await api.renderMerged(sample.template, sample.items)).errors);
    for (const file of await api.renderEach(sample.template, sample.items)) recordErrors.push(...file.errors);
  }
  parentPort.postMessage({ recordErrors });
  const partial = `${cacheFile}.${process.pid}`;
  writeFileSync(partial, script.createCachedData());
  renameSync(partial, cacheFile);
  process.exit(0);
}

import('harfbuzzjs').then(run);
