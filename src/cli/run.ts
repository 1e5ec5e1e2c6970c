/** `platen <command>`: dispatch to a command and turn every outcome into an exit status. */
import { createRequire } from 'node:module';
import { parseCliArgs } from './args';
import { helpText } from './help';
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, say, type CliIo } from './io';
import { runRender } from './render';
import { runValidate } from './validate';

/** Run the CLI with argv (no node or script path); resolves with the exit status, never rejects. */
export async function runCli(argv: string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  const parsed = parseCliArgs(argv);
  if (!parsed.ok) {
    say(io, parsed.message);
    io.stderr.write(`Run "platen ${parsed.topic === 'main' ? '' : `${parsed.topic} `}--help" for usage.\n`);
    return EXIT_USAGE;
  }
  const { command } = parsed;
  try {
    switch (command.kind) {
      case 'help':
        io.stdout.write(helpText(command.topic));
        return EXIT_OK;
      case 'version': {
        const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };
        io.stdout.write(`platen ${pkg.version}\n`);
        return EXIT_OK;
      }
      case 'render':
        return await runRender(command, io, signal);
      case 'validate':
        return await runValidate(command, io);
    }
  } catch (error) {
    // Nothing should get here: every expected failure is a value. Say so plainly rather than dump a stack.
    say(io, `internal error: ${(error as Error).stack ?? String(error)}`);
    return EXIT_INTERNAL;
  }
  return EXIT_USAGE;
}
