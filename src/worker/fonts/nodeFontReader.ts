/** Node side (CLI, bench, unit tests): shipped fonts come straight from node_modules. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFileReader } from './fontSet';

const require = createRequire(import.meta.url);

export const readFontFromNodeModules: FontFileReader = async (file) => new Uint8Array(await readFile(require.resolve(file)));
