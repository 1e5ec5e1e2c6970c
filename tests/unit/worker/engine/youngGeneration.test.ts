/**
 * A record's document dies young (issue #23). In a render worker V8 collects the young generation between tasks, so
 * between records; what a finished record leaves reachable to that collection is promoted to the old generation and
 * reclaimed only by a full collection. Closures stored on a record's pdf-lib objects (its document, a stream's cache,
 * a font embedder, a field's measure) made V8's young collections keep the whole document: ~220 KB of every warm
 * invoice promoted, against ~30–60 KB now, most of it the worker's caches of widths and shaped lines filling.
 *
 * Measured in a process of its own (support/promotedPerRecord.ts) with the render workers' young generation, since
 * the test runner's own allocations would blur it; the control stores a closure on each document and must be seen.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../support/promotedPerRecord.ts', import.meta.url));
/** Between a worker's caches filling (~30–60 KB a record) and a whole invoice kept (~180–220 KB). */
const LIMIT_KB = 100;

function run(args: string[]): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--trace-gc', '--no-allocation-site-pretenuring', '--max-semi-space-size=8', '--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, code }));
  });
}

/** Old-generation growth per warm invoice, KB; measured again (up to three times) when a full collection hid it. */
async function promotedPerRecord(args: string[] = []): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { stdout, code } = await run(args);
    expect(code).toBe(0);
    const measured = stdout.slice(stdout.indexOf('measuring\n'));
    if (/Mark-Compact|Mark-sweep/.test(measured)) continue;
    const line = measured.split('\n').find((text) => text.startsWith('{'));
    return (JSON.parse(line ?? 'null') as { promotedKbPerRecord: number }).promotedKbPerRecord;
  }
  throw new Error('a full collection ran during every measure');
}

describe('a finished record’s document', () => {
  it('is not kept through young-generation collections: a file-each invoice promotes far less than itself', { timeout: 180_000 }, async () => {
    const [kept, rendered] = await Promise.all([promotedPerRecord(['--closure-on-document']), promotedPerRecord()]);
    expect(kept).toBeGreaterThan(LIMIT_KB);
    expect(rendered).toBeLessThan(LIMIT_KB);
  });
});
