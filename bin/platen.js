#!/usr/bin/env node
// `platen`: runs the compiled CLI in dist-node/ (built by `npm ci`/`npm run build:cli`); TypeScript is never compiled at run time.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist-node/cli.mjs', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  process.stderr.write('platen: the command line is not built yet; run `npm run build:cli` in the Platen folder.\n');
  process.exitCode = 2;
}
