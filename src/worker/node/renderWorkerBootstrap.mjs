// worker_threads entry: Node 20 does not apply `--import tsx` from a worker's execArgv to its ESM loader, so the
// worker registers tsx itself and then loads the TypeScript render worker.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./renderWorker.ts', import.meta.url).href);
