/** A render worker as a Node worker_thread (started by createNodeEngine with `--import tsx`). */
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { createRenderWorkerApi } from '../engine/renderWorkerMain';
import { readFontFromNodeModules } from '../fonts/nodeFontReader';
import { nodeDeflate } from './nodeDeflate';

const { fonts } = (workerData ?? {}) as { fonts?: Record<string, Uint8Array> };
if (!parentPort) throw new Error('renderWorker.ts must run as a worker_thread');
Comlink.expose(createRenderWorkerApi(readFontFromNodeModules, fonts, nodeDeflate), nodeEndpoint(parentPort));
