/** The process entry of `platen` (bin/platen.js imports this): real streams, Ctrl-C cancels the batch. */
import { runCli } from './run';

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  // First Ctrl-C cancels cleanly (partial output removed); a second one leaves at once.
  if (++interrupts > 1) process.exit(130);
  controller.abort();
});

const status = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }, controller.signal);
process.exitCode = status;
// If anything still holds the event loop (a worker that ignored close), leave anyway once output has flushed.
setTimeout(() => process.exit(status), 2000).unref();
