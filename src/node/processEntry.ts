/**
 * How a `platen` command runs as the process (bin/platen.js picks the command's bundle): real streams, the first
 * Ctrl-C cancels the work cleanly, a second leaves at once; shared by the CLI's and the service's entries.
 */
import type { CliIo } from './io';

/** A command line run: argv without node and the script path; resolves with the exit status, never rejects. */
export type CommandRunner = (argv: string[], io: CliIo, signal: AbortSignal) => Promise<number>;

/** Runs `run` over process.argv and sets the exit status from what it resolves with. */
export async function runAsProcess(run: CommandRunner): Promise<void> {
  const controller = new AbortController();
  let interrupts = 0;
  process.on('SIGINT', () => {
    // First Ctrl-C cancels cleanly (partial output removed); a second one leaves at once.
    if (++interrupts > 1) process.exit(130);
    controller.abort();
  });

  const status = await run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }, controller.signal);
  process.exitCode = status;
  // If anything still holds the event loop (a worker that ignored close), leave anyway once output has flushed.
  setTimeout(() => process.exit(status), 2000).unref();
}
