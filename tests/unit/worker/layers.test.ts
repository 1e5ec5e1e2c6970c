// The worker's folders stack one way (issue #11): the entries (node/, platen.worker.ts) build a coordinator, the
// coordinator (platenCore, runBatch, preflight over the pool, zip and merge) drives the pool, the pool drives render
// workers, and the engine is what a render worker runs. An import the other way round ties the render worker to the
// coordinator's code, so this reads every import of src/worker/** and fails on one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WORKER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/worker');

/** Higher layers may import lower ones, never the reverse; folders not listed (api.ts, fonts/, barcodes/…) are free. */
const LAYER_RANK: Record<string, number> = { engine: 1, pool: 2, coordinator: 3, node: 4, 'platen.worker': 4 };

/** Imports that must run upward, each with why; `from` and `to` are paths under src/worker. */
const ALLOWED: readonly { from: string; to: string; reason: string }[] = [];

interface WorkerImport {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Module names of every static import/export-from, side-effect import, import() and `new URL(…, import.meta.url)`. */
function importSpecifiers(source: string): string[] {
  const patterns = [
    /(?:^|[\n;])\s*(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\s*\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

function layerOf(pathInWorker: string): string | undefined {
  const top = pathInWorker.split('/')[0].replace(/\.(ts|mts|mjs|js)$/, '');
  return top in LAYER_RANK ? top : undefined;
}

function workerImports(): WorkerImport[] {
  return sourceFiles(WORKER).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({ from: relative(WORKER, file), to: relative(WORKER, resolve(dirname(file), spec)) }))
      .filter(({ to }) => !to.startsWith('..')),
  );
}

/** The imports that run from a lower layer to a higher one. */
function upwardImports(imports: readonly WorkerImport[]): WorkerImport[] {
  return imports.filter(({ from, to }) => {
    const fromLayer = layerOf(from);
    const toLayer = layerOf(to);
    return fromLayer !== undefined && toLayer !== undefined && LAYER_RANK[fromLayer] < LAYER_RANK[toLayer];
  });
}

describe('the worker layers', () => {
  it('reads the imports it is meant to judge', () => {
    const imports = workerImports();
    // If the reader broke, every layer would look clean: pin a few known imports of each kind.
    expect(imports).toContainEqual({ from: 'coordinator/platenCore.ts', to: 'pool/renderPool' });
    expect(imports).toContainEqual({ from: 'pool/renderPool.ts', to: 'engine/renderWorkerApi' });
    expect(imports).toContainEqual({ from: 'engine/renderWorkerMain.ts', to: 'engine/fieldLayout' });
    expect(imports).toContainEqual({ from: 'node/createNodeEngine.ts', to: 'coordinator/platenCore' });
  });

  it('finds multi-line, type-only, side-effect and dynamic imports', () => {
    const source = [
      "import {\n  a,\n  b,\n} from '../coordinator/one';",
      "import type { C } from '../pool/two';",
      "export { d } from './three';",
      "import './four';",
      "const e = await import('../coordinator/five');",
      "new Worker(new URL('./six.ts', import.meta.url));",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(
      expect.arrayContaining(['../coordinator/one', '../pool/two', './three', './four', '../coordinator/five', './six.ts']),
    );
  });

  it('flags engine → pool, engine → coordinator and pool → coordinator', () => {
    const upward = upwardImports([
      { from: 'engine/x.ts', to: 'pool/renderPool' },
      { from: 'engine/x.ts', to: 'coordinator/runBatch' },
      { from: 'pool/x.ts', to: 'coordinator/platenCore' },
      { from: 'pool/x.ts', to: 'engine/renderWorkerApi' },
      { from: 'coordinator/x.ts', to: 'engine/renderEngine' },
      { from: 'engine/x.ts', to: 'api' },
    ]);
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      'engine/x.ts → pool/renderPool',
      'engine/x.ts → coordinator/runBatch',
      'pool/x.ts → coordinator/platenCore',
    ]);
  });

  it('has no import from a lower layer to a higher one', () => {
    const upward = upwardImports(workerImports()).filter(
      ({ from, to }) => !ALLOWED.some((allowed) => allowed.from === from && allowed.to === to),
    );
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('allows only upward imports that still exist', () => {
    const imports = workerImports();
    const stale = ALLOWED.filter((allowed) => !imports.some(({ from, to }) => allowed.from === from && allowed.to === to));
    expect(stale).toEqual([]);
  });
});
