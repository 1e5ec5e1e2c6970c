/** `platen <command>`: dispatch to a command and turn every outcome into an exit status (serve and worker: src/server/main.ts). */
import { parseCliArgs } from './args';
import type { EngineStarter } from '../node/engine';
import { helpText } from './help';
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, say, type CliIo } from '../node/io';
import { runRender } from './render';
import { runValidate } from './validate';
import { platenVersion } from '../node/version';

/**
 * Run the CLI with argv (no node or script path); resolves with the exit status, never rejects. `engine` replaces how
 * `render` starts its engine (the fuzz suite shares one Node engine across hundreds of in-process runs).
 */
export async function runCli(argv: string[], io: CliIo, signal?: AbortSignal, engine?: EngineStarter): Promise<number> {
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
      case 'version':
        io.stdout.write(`platen ${platenVersion()}\n`);
        return EXIT_OK;
      case 'render':
        return await runRender(command, io, signal, engine);
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
