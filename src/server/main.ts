/**
 * The process entry of `platen serve` and `platen worker` (bin/platen.js imports this bundle for those two), so the
 * command line never imports the service and the render path never loads Fastify or BullMQ.
 */
import { runAsProcess } from '../node/processEntry';
import { runServiceCommand } from './commands/runServiceCommand';

await runAsProcess(runServiceCommand);
