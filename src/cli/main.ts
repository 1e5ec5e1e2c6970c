/** The process entry of `platen render|validate|--help|--version` (bin/platen.js imports this bundle for them). */
import { runAsProcess } from '../node/processEntry';
import { runCli } from './run';

await runAsProcess(runCli);
