/**
 * The compiled render worker starts from V8's code cache, which the build writes (scripts/build-cli.mjs, loaded by
 * src/worker/node/compiledWorkerLoader.cjs). A cache V8 refuses costs nothing but start-up time, so nothing else
 * would notice it going stale: here the cache must fit the bundle as the loader compiles it, must hold what running
 * the engine compiled, and the bundle must not call import(), which fails in functions V8 restored from a cache in
 * Node 20. The build's sample (CODE_CACHE_SAMPLE) must still render without record errors: one that no longer fits
 * the field schemas warms the cache less, and nothing else would say so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const distNode = fileURLToPath(new URL('../../../dist-node/', import.meta.url));
const bundle = `${distNode}render-worker.cjs`;

/** The loader's own wrapping of the bundle: the cache is for exactly this source text. */
const wrapped = (source: string) => `(function (exports, require, module, __filename, __dirname) {${source}\n})`;

describe('the compiled render worker’s code cache', () => {
  it('is written by the build and taken by every render worker of a process, the first and the later ones', () => {
    expect(existsSync(`${bundle}.v8cache`), 'dist-node/render-worker.cjs.v8cache').toBe(true);
    // A fresh process, as `platen render -w 2` is: V8 checks the cache against its flags, and the loader sets one for
    // the whole process (no allocation-site pretenuring), so the first worker starts before it is set and the second
    // after. Each loader says whether V8 rejected the cache, then is stopped.
    const startTwo = `
      const { Worker } = require('node:worker_threads');
      const start = () => new Promise((resolve, reject) => {
        const worker = new Worker(${JSON.stringify(`${distNode}render-worker-loader.cjs`)}, { workerData: { reportCodeCache: true } });
        worker.on('error', reject);
        worker.on('message', (message) => {
          if (message && 'codeCacheRejected' in message) worker.terminate().then(() => resolve(message.codeCacheRejected));
        });
      });
      (async () => console.log(JSON.stringify([await start(), await start()])))();`;
    const output = execFileSync(process.execPath, ['-e', startTwo], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([false, false]);
  });

  it('was made after the engine ran, holding the functions it compiled, not just the script compiled', () => {
    const written = statSync(`${bundle}.v8cache`).size;
    const compiledOnly = new vm.Script(wrapped(readFileSync(bundle, 'utf8')), { filename: bundle }).createCachedData().length;
    // measured: 0.57 MB compiled only, 2.55 MB after the modules' top levels ran, 2.99 MB after the build's sample
    expect(written).toBeGreaterThan(compiledOnly * 3);
  });

  it('was warmed by a sample that rendered without record errors', () => {
    // Written by the build from what the loader's warm-up reported; `recordErrors: null` means it reported nothing.
    const report = JSON.parse(readFileSync(`${distNode}.code-cache-sample.json`, 'utf8')) as { recordErrors: unknown[] | null };
    expect(report.recordErrors).toEqual([]);
  });

  it('runs a bundle without import() calls, and the loader hands it HarfBuzz', () => {
    const source = readFileSync(bundle, 'utf8');
    expect(source).not.toMatch(/\bimport\(\s*["'`]/);
    expect(readFileSync(`${distNode}render-worker-loader.cjs`, 'utf8')).toContain("import('harfbuzzjs')");
  });

  it('is ASCII only, every built module with it, so V8 holds its source one byte a character', () => {
    // esbuild leaves regular-expression literals unescaped (date-fns' Arabic locale); one such character doubled
    // each render worker's copy of the 3.4 MB bundle (escapeNonAscii in scripts/build-cli.mjs)
    for (const name of readdirSync(distNode).filter((file) => /\.(mjs|cjs)$/.test(file))) {
      const source = readFileSync(`${distNode}${name}`, 'utf8');
      expect(source.match(/[^\x00-\x7f]/g)?.slice(0, 3) ?? [], name).toEqual([]);
    }
  });
});
