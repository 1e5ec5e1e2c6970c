/** A render worker in the browser, started by the coordinator (platen.worker.ts); shipped fonts come from the app's origin. */
import * as Comlink from 'comlink';
import { createRenderWorkerApi } from '../engine/renderWorkerMain';
import { fetchShippedFont } from '../fonts/browserFontReader';

Comlink.expose(createRenderWorkerApi(fetchShippedFont));
