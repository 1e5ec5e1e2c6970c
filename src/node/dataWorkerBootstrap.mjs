// worker_threads entry when `platen` runs from its TypeScript sources (the tests): Node 20 does not apply
// `--import tsx` to a worker's ESM loader, so the worker registers tsx itself and then loads dataWorker.ts.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./dataWorker.ts', import.meta.url).href);
