// The compiled CLI's render worker entry (copied into dist-node/ by scripts/build-cli.mjs): runs render-worker.cjs
// with V8's code cache for it. Each render worker compiles the whole engine (pdfme, pdf-lib, fontkit, bwip-js) before
// its first record, and a one-record `platen render` is mostly that start-up (issue #23). The cache is written by the
// build, next to the bundle; V8 checks it against the source and its own version and flags, and compiles afresh when
// it does not fit (another Node, a changed bundle): the cache only ever saves time.
'use strict';
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');
const { parentPort, workerData } = require('node:worker_threads');

const bundle = join(__dirname, 'render-worker.cjs');
const cacheFile = `${bundle}.v8cache`;
const writingCache = Boolean(workerData && workerData.writeCodeCache);

function readCache() {
  try {
    return readFileSync(cacheFile);
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
  const source = readFileSync(bundle, 'utf8');
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData: writingCache ? undefined : readCache(),
  });
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
