/** `platen serve|worker …`: dispatch to the service command and turn every outcome into an exit status. */
import { EXIT_INTERNAL, EXIT_USAGE, say, type CliIo } from '../../node/io';
import { runServe } from './serveCommand';
import { runWorker } from './workerCommand';

/** The names bin/platen.js sends here rather than to the command line's bundle. */
export const SERVICE_COMMANDS: readonly string[] = ['serve', 'worker'];

/** Run `serve` or `worker` with argv (the command name first); resolves with the exit status, never rejects. */
export async function runServiceCommand(argv: string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'serve') return await runServe(rest, io, signal);
    if (command === 'worker') return await runWorker(rest, io, signal);
    say(io, `unknown command "${command ?? ''}"`);
    io.stderr.write('Run "platen --help" for usage.\n');
    return EXIT_USAGE;
  } catch (error) {
    // Nothing should get here: every expected failure is a value. Say so plainly rather than dump a stack.
    say(io, `internal error: ${(error as Error).stack ?? String(error)}`);
    return EXIT_INTERNAL;
  }
}
