/**
 * Platen's engine for Node (the CLI and the benchmark), over worker_threads.
 *
 *   import { createNodeEngine } from '../worker/node';
 *   const engine = await createNodeEngine({ workers: 2, fonts: { MyFont: bytes } });
 *   const result = await engine.render(template, record);                 // RenderResult
 *   const summary = await engine.batch(id, template, records, { output: 'zip', fileName: 'inv-{no}.pdf' },
 *     (progress) => …, (chunk, last) => stream.write(chunk));              // BatchSummary, never rejects per record
 *   await engine.close();                                                  // stops the workers
 *
 * Callbacks are plain functions (no Comlink on this side). `workers` defaults to os.availableParallelism().
 * `fonts` are extra TTF/OTF bytes by name, used when a template names them (shipped fonts come from node_modules).
 */
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import * as zlib from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { NODE_CHUNK_BYTES } from '../coordinator/chunkedSink';
import { PAGE_OUTPUT } from '../coordinator/outputTraits';
import { createPlatenCore, type PlatenCore } from '../coordinator/platenCore';
import type { RenderWorkerApi } from '../engine/renderWorkerApi';
import { PoolKeeper } from '../pool/poolKeeper';
import type { WorkerSlot } from '../pool/renderPool';
import { workerSlot } from '../pool/workerSlot';
import { applySourceDateEpoch } from './sourceDateEpoch';

export interface NodeEngineOptions {
  /** render workers; default and cap: the machine's cores */
  workers?: number;
  /** extra fonts by name (TTF/OTF bytes) */
  fonts?: Record<string, Uint8Array>;
  /** ms one record may take in render, layout and preflight once its worker is ready (default 20 s: PREVIEW_RECORD_MS in src/worker/pool/recordTimeLimit.ts) */
  recordTimeoutMs?: number;
  /** workers started at once rather than at the first task (RenderPool.prestart): the CLI starts one */
  prestart?: number;
  /** for the fault tests only (a worker process killed mid-chunk, tests/unit/server/queue); the CLI never passes it */
  faultTest?: FaultTestOptions;
}

export type NodeEngine = PlatenCore & {
  close(): Promise<void>;
  /** workers replaced after dying, since the engine started */
  readonly workersReplaced: number;
};

/** Set by scripts/build-cli.mjs in the compiled CLI: its worker bundle, beside the main bundle in dist-node/. */
declare const PLATEN_COMPILED_WORKER: string | undefined;

/** The compiled worker when running from dist-node/, else the bootstrap that runs the TypeScript (tests, the bench). */
const WORKER_URL = new URL(
  typeof PLATEN_COMPILED_WORKER === 'string' ? PLATEN_COMPILED_WORKER : './renderWorkerBootstrap.mjs',
  import.meta.url,
);

/**
 * Young generation of each render worker, MB. A record allocates ~8 MB; 192 MB let most records die young and saved
 * ~5 % per record in a warm in-process run, but a whole `platen render` pays for it in memory the user sees: 1,000
 * invoices on 2 workers peaked at 698 MB with 192 and 502–517 MB with 48. V8 sizes semi-spaces in powers of two, so
 * 32 and 48 both give 16 MB ones (10,000 invoices: 413–417 MB); 24 gives 8 MB ones: 10,000 invoices peaked at 374 MB
 * and 1,000 at 304 MB, in the same time within noise (102 vs 97 s, 12.3 vs 12.5 s); 16 saved nothing more (380 MB).
 * Smaller is not free: V8 doubles a young generation as what survives it adds up, so a worker's grows over a batch's
 * first thousands of records, and 3 MB (fixed 1 MB semi-spaces) held a worker at 59–63 MB from 10,000 to 30,000
 * invoices instead of 74–80, and 10,000 merged ~30 MB lower, but a warm invoice on one core took ~40 % longer
 * (3.7–4.2 against 2.6–3.0 ms a file each) and a label sheet ~35 % (issue #23). 12 MB saved 16 MB at 10,000, but the
 * engine took longer in each of 4 pairs of pinned runs (3.5–4.8 against 3.1–3.7 ms a warm invoice a file each).
 */
const YOUNG_GENERATION_MB = 24;

/**
 * Old generation of each render worker, MB. Without a bound a worker whose record runs its heap out aborts the whole
 * process (exit 134, every rendered record lost: Node treats a worker's heap limit as fatal unless resourceLimits sets
 * one); with it the worker ends with ERR_WORKER_OUT_OF_MEMORY and only its record fails, named. The bound also sets
 * how lazily V8 collects: live data is 20–45 MB, but under the default (~4 GB here) each worker let garbage pile up.
 * 1,000 invoices to a ZIP on 2 workers peaked at 513–527 MB with 2048 and 343 MB with 1024 (256–512: 310–317 MB but
 * 15 % slower from more major collections; 1024: 3–5 %); 10,000 at 437 MB.
 */
const OLD_GENERATION_MB = 1024;

/**
 * V8 flag for the whole process, render workers included (V8's flags are per process, not per isolate): no
 * allocation-site pretenuring. V8 allocates the objects of a site whose objects have survived young collections
 * straight into the old generation; during the first records (caches filling) pdf-lib's sites qualify, and from
 * then on each record's document is partly born old. When the record ends those old objects are garbage, but a
 * young-generation collection cannot know it and keeps alive every young object they point to, so each scavenge
 * copied and promoted the last few records' documents (~640 KB), which only full collections reclaimed. Without
 * pretenuring (and with per-record state kept off module-level WeakMaps: src/worker/pdf/attachedState.ts) a scavenge
 * promotes ~20 KB. Measured, invoices a file each, the render loop alone on one core, compiled: 3.34–3.46 ms a record
 * against 3.79–4.09 ms before both changes (each alone gained nothing measurable). Issue #23.
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/**
 * Sets NO_PRETENURING in this process before its first render worker starts (the TypeScript workers of the tests and
 * `npm run dev` included). The compiled loader (compiledWorkerLoader.cjs) sets it too, before it hands V8 the code
 * cache: the cache is made and read under one flag hash whatever started the worker. Process-wide, the coordinator's
 * thread runs without pretenuring as well: 10,000 invoices merged on 2 workers peaked at 272–275 MB against 282–283 MB
 * without the flag, in the same time.
 */
function usePretenuringFlag(): void {
  setFlagsFromString(NO_PRETENURING);
}

/**
 * Node flags that give a process's main thread a render worker's heap limits and collection (the bench's in-thread
 * runs, so their garbage is collected as a worker's is). V8's young generation is three semi-spaces: 24 MB is 8 MB
 * ones.
 */
export function renderWorkerHeapFlags(): string[] {
  return [`--max-semi-space-size=${YOUNG_GENERATION_MB / 3}`, `--max-old-space-size=${OLD_GENERATION_MB}`, NO_PRETENURING];
}

/** For the fault tests only (tests/unit/worker/pool/pool.test.ts, tests/unit/server/queue); the CLI never passes it. */
export interface FaultTestOptions {
  /** the worker acts out `platen-fault:…` record values (src/worker/engine/renderWorkerFaults.ts) */
  faults?: boolean;
  /** a small heap, so an out-of-memory fault ends quickly */
  maxOldGenerationSizeMb?: number;
}

/** One render worker thread as a pool slot (exported for the pool tests that make one fail). */
export function spawnNodeWorker(fonts: Record<string, Uint8Array> | undefined, test: FaultTestOptions = {}): WorkerSlot {
  usePretenuringFlag();
  const worker = new Worker(WORKER_URL, {
    workerData: { fonts, faults: test.faults === true },
    resourceLimits: {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      maxOldGenerationSizeMb: test.maxOldGenerationSizeMb ?? OLD_GENERATION_MB,
    },
  });
  return workerSlot(
    Comlink.wrap<RenderWorkerApi>(nodeEndpoint(worker as never)),
    (die) => {
      worker.on('error', (error) => die(error instanceof Error ? error.message : String(error)));
      worker.on('exit', (code) => die(`worker exited with code ${code}`));
    },
    () => void worker.terminate(),
  );
}

/**
 * zlib's CRC-32 arrived in Node 20.15 (package.json allows any 20): earlier ones keep the table-driven one. Read off the
 * namespace, since a named import of a missing export of a node: module fails the whole module at load.
 */
const NODE_CRC32 = typeof zlib.crc32 === 'function' ? (bytes: Uint8Array) => zlib.crc32(bytes) : PAGE_OUTPUT.crc32;

export async function createNodeEngine(options: NodeEngineOptions = {}): Promise<NodeEngine> {
  // This thread joins the workers' documents into merged PDFs and ZIPs: their dates too come from SOURCE_DATE_EPOCH.
  applySourceDateEpoch();
  const pools = new PoolKeeper(() => spawnNodeWorker(options.fonts, options.faultTest), availableParallelism);
  const core = createPlatenCore({
    pool: (workers) => pools.get(workers ?? options.workers),
    // Previews and preflight share the batch pool: the CLI's preflight warms the workers its batch then uses.
    previews: () => pools.get(options.workers),
    recordTimeoutMs: options.recordTimeoutMs,
    // chunks under glibc's mmap threshold; zlib's CRC-32 in C, ~5× the table-driven one on a 20 KB invoice
    output: { chunkBytes: NODE_CHUNK_BYTES, crc32: NODE_CRC32 },
  });
  if (options.prestart) pools.get(options.workers).prestart(options.prestart);
  return {
    ...core,
    get workersReplaced() {
      return pools.replaced;
    },
    close: () => pools.close(),
  };
}
