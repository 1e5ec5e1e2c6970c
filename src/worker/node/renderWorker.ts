/** A render worker as a Node worker_thread (started by createNodeEngine with `--import tsx`). */
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderWorkerApi } from '../engine/renderWorkerMain';
import { actOutFault } from '../engine/renderWorkerFaults';
import { readFontFromNodeModules } from '../fonts/nodeFontReader';
import { pdfDeflate } from '../engine/pdfDeflate';
import { applySourceDateEpoch } from './sourceDateEpoch';

// `faults` is set only by the pool's fault tests (spawnNodeWorker's FaultTestOptions).
const { fonts, faults } = (workerData ?? {}) as { fonts?: Record<string, Uint8Array>; faults?: boolean };
if (!parentPort) throw new Error('renderWorker.ts must run as a worker_thread');
applySourceDateEpoch();
/** Exported too for the compiled CLI's loader, which renders a sample with it when the build writes V8's code cache. */
export const renderWorkerApi = createRenderWorkerApi(readFontFromNodeModules, fonts, pdfDeflate, faults ? actOutFault : undefined);
Comlink.expose(renderWorkerApi, nodeEndpoint(parentPort));
