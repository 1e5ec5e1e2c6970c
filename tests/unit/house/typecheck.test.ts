/**
 * The house promise "TypeScript strict" is kept by the compiler, not by hope: vitest strips types without checking
 * them, so a test, a script or a source file could drift from its types and every other test still pass (a layout
 * test did, once). `tsc --noEmit` over the whole project (tsconfig.json: src, tests, bench, scripts) must say nothing.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('the project type-checks', () => {
  it('under tsconfig.json (strict) with no error', { timeout: 600_000 }, async () => {
    const output = await new Promise<string>((resolve) => {
      execFile(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout, stderr) => resolve(`${stdout}${stderr}`.trim()));
    });
    expect(output).toBe('');
  });
});
