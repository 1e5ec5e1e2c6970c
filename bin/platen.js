#!/usr/bin/env node
// `platen`: runs the compiled CLI in dist-node/ (built by `npm ci`/`npm run build:cli`); TypeScript is never compiled at run time.
// `serve` and `worker` are the service's (src/server/main.ts), the rest the command line's (src/cli/main.ts): the
// choice is made here so neither imports the other and `render` never loads Fastify or BullMQ.
import { existsSync } from 'node:fs';

const command = process.argv[2];
const entry = command === 'serve' || command === 'worker' ? 'service.mjs' : 'cli.mjs';
const compiled = new URL(`../dist-node/${entry}`, import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  process.stderr.write('platen: the command line is not built yet; run `npm run build:cli` in the Platen folder.\n');
  process.exitCode = 2;
}
