/**
 * The engine the CLI renders with: the Node engine over worker_threads (src/worker/node), the same engine core the
 * page runs in Web Workers.
 */
import type { PlatenCore } from '../worker/coordinator/platenCore';

/** Records may come packed (packedRecords.ts): the engine's PlatenCore takes a RecordList. */
export type CliEngine = PlatenCore & { close(): Promise<void> };

export interface EngineOptions {
  /** worker threads; default the machine's cores */
  workers?: number;
  /** extra TTF/OTF bytes by font name (--font) */
  fonts?: Record<string, Uint8Array>;
  /** --record-timeout: ms one record may take in preflight (and the preview calls); default the engine's 20 s */
  recordTimeoutMs?: number;
  /** workers to start at once instead of at the first task (the CLI starts one while it reads the data) */
  prestart?: number;
}

/** How a command gets its engine: the real one by default; tests hand in one shared engine for many runs. */
export type EngineStarter = (options: EngineOptions) => Promise<CliEngine>;

/** Start the engine; the caller must close() it. */
export async function startEngine(options: EngineOptions): Promise<CliEngine> {
  // Loaded on demand: pdfme and the worker pool cost a second of start-up that --help and usage errors need not pay.
  const { createNodeEngine } = await import('../worker/node');
  return createNodeEngine(options);
}
