// The house stacks one way (issue #11, issue #22): every folder of src/ has a rank, and a file may import only from
// its own folder or a folder ranked lower. An import upward, or between two folders of one rank, is how a cycle
// starts (cli/run.ts once imported server/cli while the server stood on cli/); with a strict ranking there can be
// none, so this reads every import of src/** and fails naming the file and the import. The worker's subfolders are
// ranked apart: the entries build a coordinator, the coordinator drives the pool, the pool drives render workers,
// and the engine is what a render worker runs, over the preflight, shaping, fonts, barcodes and pdfme expressions it
// draws with, and all of them write numbers into content streams one way and keep state on a document's objects
// (worker/pdf), and keep values that come back in one kind of cache (worker/caches).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Lower ranks are the floor others stand on; a folder imports only its own files and lower ranks. */
const RANK: Record<string, number> = {
  templates: 0,
  data: 1,
  'worker/pdf': 1,
  'worker/caches': 1,
  'worker/api': 2,
  'worker/barcodes': 2,
  'worker/expressions': 2,
  'worker/fonts': 3,
  'worker/shaping': 4,
  'worker/preflight': 5,
  'worker/engine': 6,
  'worker/pool': 7,
  'worker/coordinator': 8,
  'worker/node': 9,
  'worker/platen.worker': 9,
  'worker/client': 10,
  node: 10,
  cli: 11,
  server: 11,
  designer: 11,
  main: 12,
};

/** Imports that must break the ranking, each with why; `from` is a file and `to` an import target, under src/. */
const ALLOWED: readonly { from: string; to: string; reason: string }[] = [];

interface SourceImport {
  /** the importing file, under src/ */
  from: string;
  /** the imported module as resolved, under src/, without extension when written without */
  to: string;
  /** the specifier as written */
  spec: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
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

/** The ranked folder a path under src/ belongs to: a top-level folder, or a worker subfolder or root module. */
function folderOf(path: string): string {
  const parts = path.split('/');
  const strip = (name: string) => name.replace(/\.(d\.ts|ts|tsx|mts|mjs|js)$/, '');
  if (parts.length === 1) return strip(parts[0]);
  return parts[0] === 'worker' ? `worker/${strip(parts[1])}` : parts[0];
}

function sourceImports(): SourceImport[] {
  return sourceFiles(SRC).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({ from: relative(SRC, file), to: relative(SRC, resolve(dirname(file), spec)), spec }))
      .filter(({ to }) => !to.startsWith('..')),
  );
}

/** "file imports 'spec' (folder → folder)" for each import that goes up, sideways, or from or to an unranked folder. */
function brokenImports(imports: readonly SourceImport[]): string[] {
  return imports.flatMap(({ from, to, spec }) => {
    const fromFolder = folderOf(from);
    const toFolder = folderOf(to);
    if (fromFolder === toFolder) return [];
    if (ALLOWED.some((allowed) => allowed.from === from && allowed.to === to)) return [];
    const fromRank = RANK[fromFolder];
    const toRank = RANK[toFolder];
    const said = `${from} imports '${spec}' (${fromFolder} → ${toFolder})`;
    if (fromRank === undefined || toRank === undefined) return [`${said}: ${fromRank === undefined ? fromFolder : toFolder} has no rank`];
    if (fromRank > toRank) return [];
    return [`${said}: ${fromRank === toRank ? 'both rank' : 'ranks'} ${fromRank}${fromRank === toRank ? '' : ` below ${toRank}`}`];
  });
}

describe('the house', () => {
  it('reads the imports of every ranked folder', () => {
    const imports = sourceImports();
    // A broken reader would find the house clean: every ranked folder must show in imports (importing or imported: a
    // floor such as worker/pdf imports only packages), and a few are pinned.
    const folders = new Set(imports.flatMap(({ from, to }) => [folderOf(from), folderOf(to)]));
    expect(Object.keys(RANK).filter((folder) => !folders.has(folder))).toEqual([]);
    expect(imports).toContainEqual(expect.objectContaining({ from: 'cli/render.ts', to: 'node/engine' }));
    expect(imports).toContainEqual(expect.objectContaining({ from: 'server/http/input.ts', to: 'node/templateFile' }));
    expect(imports).toContainEqual(expect.objectContaining({ from: 'worker/coordinator/platenCore.ts', to: 'worker/pool/renderPool' }));
    expect(imports).toContainEqual(expect.objectContaining({ from: 'worker/client.ts', to: 'worker/platen.worker.ts' }));
  });

  it('ranks every folder of src', () => {
    const folders = new Set(sourceFiles(SRC).map((file) => folderOf(relative(SRC, file))));
    expect([...folders].filter((folder) => RANK[folder] === undefined)).toEqual([]);
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

  it('flags an import upward, one between folders of a rank (a cycle in the making) and one from an unranked folder', () => {
    const found = brokenImports([
      { from: 'cli/run.ts', to: 'server/commands/serveCommand', spec: '../server/commands/serveCommand' },
      { from: 'node/engine.ts', to: 'cli/args', spec: '../cli/args' },
      { from: 'worker/engine/x.ts', to: 'worker/pool/renderPool', spec: '../pool/renderPool' },
      { from: 'worker/fonts/fontSet.ts', to: 'worker/engine/fontkitCache', spec: '../engine/fontkitCache' },
      { from: 'attic/old.ts', to: 'templates/types', spec: '../templates/types' },
      { from: 'server/http/input.ts', to: 'node/templateFile', spec: '../../node/templateFile' },
      { from: 'worker/engine/x.ts', to: 'worker/engine/y', spec: './y' },
    ]);
    expect(found).toEqual([
      "cli/run.ts imports '../server/commands/serveCommand' (cli → server): both rank 11",
      "node/engine.ts imports '../cli/args' (node → cli): ranks 10 below 11",
      "worker/engine/x.ts imports '../pool/renderPool' (worker/engine → worker/pool): ranks 6 below 7",
      "worker/fonts/fontSet.ts imports '../engine/fontkitCache' (worker/fonts → worker/engine): ranks 3 below 6",
      "attic/old.ts imports '../templates/types' (attic → templates): attic has no rank",
    ]);
  });

  it('has no import from a folder to one of its rank or above', () => {
    expect(brokenImports(sourceImports())).toEqual([]);
  });

  it('allows only rank-breaking imports that still exist', () => {
    const imports = sourceImports();
    const stale = ALLOWED.filter((allowed) => !imports.some(({ from, to }) => allowed.from === from && allowed.to === to));
    expect(stale).toEqual([]);
  });
});
