/** A render worker in the browser, started by the coordinator (platen.worker.ts); shipped fonts come from the app's origin. */
import * as Comlink from 'comlink';
import { createRenderWorkerApi } from '../engine/renderWorkerMain';
import { actOutFault } from '../engine/renderWorkerFaults';
import { fetchShippedFont } from '../fonts/browserFontReader';

// The fault hook exists only in a build made for tests/e2e/faults.e2e.ts (VITE_PLATEN_FAULT_HOOK=1 at build time):
// Vite replaces the condition by a constant, and a shipped build drops the hook and its module altogether.
const faults = import.meta.env.VITE_PLATEN_FAULT_HOOK === '1' ? actOutFault : undefined;

Comlink.expose(createRenderWorkerApi(fetchShippedFont, undefined, undefined, faults));
