/**
 * The engine the CLI renders with: the Node engine over worker_threads (src/worker/node), the same code the page
 * runs in Web Workers.
 */
import type { PlatenApi } from '../worker/api';

export type CliEngine = PlatenApi & { close(): Promise<void> };

export interface EngineOptions {
  workers?: number;
  fonts?: Record<string, Uint8Array>;
}

interface NodeEngineModule {
  createNodeEngine(options?: EngineOptions): Promise<CliEngine>;
}

/** Start the engine; the caller must close() it. */
export async function startEngine(options: EngineOptions): Promise<CliEngine> {
  // Resolved at run time while src/worker/node is being written; becomes a static import once it exists.
  const path = '../worker/node/index.ts';
  const module = (await import(path)) as NodeEngineModule;
  return module.createNodeEngine(options);
}
