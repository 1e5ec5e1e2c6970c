/**
 * Platen's version. The compiled CLI has it written in at build time (scripts/build-cli.mjs defines PLATEN_VERSION):
 * from dist-node/ a relative path to package.json would name another folder than from src/cli/.
 */
import { createRequire } from 'node:module';

declare const PLATEN_VERSION: string | undefined;

export function platenVersion(): string {
  if (typeof PLATEN_VERSION === 'string') return PLATEN_VERSION;
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}
