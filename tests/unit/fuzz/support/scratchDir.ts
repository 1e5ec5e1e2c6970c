/** A temporary directory per fuzz file, removed afterwards. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function scratchDir(prefix: string): { path(name: string): string; write(name: string, data: string | Uint8Array): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `platen-fuzz-${prefix}-`));
  return {
    path: (name) => join(dir, name),
    write(name, data) {
      const file = join(dir, name);
      writeFileSync(file, data);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
