/**
 * scripts/ holds plain ES modules (`npm ci`'s prepare step runs them with no TypeScript step), each imported by
 * TypeScript through a declaration file beside it (build-cli.d.mts, asciiOnly.d.mts). tsc reads only the declaration,
 * so an export renamed or removed in the module would still type-check wherever the declaration is imported, and fail
 * only when it runs. Here each declaration names exactly what its module exports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const scripts = fileURLToPath(new URL('../../../scripts/', import.meta.url));
const declarations = readdirSync(scripts).filter((name) => name.endsWith('.d.mts'));

/** The values a declaration file says its module exports (types and interfaces are not there at run time). */
function declaredValues(declaration: string): string[] {
  return [...declaration.matchAll(/^export\s+(?:declare\s+)?(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]).sort();
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The project's TypeScript files: src, tests, bench and the configuration files at the top. */
function typeScriptFiles(): string[] {
  const found = readdirSync(root).filter((name) => name.endsWith('.ts')).map((name) => `${root}${name}`);
  for (const folder of ['src', 'tests', 'bench']) {
    for (const entry of readdirSync(`${root}${folder}`, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) found.push(join(entry.parentPath, entry.name));
    }
  }
  return found;
}

describe('the declarations of scripts/', () => {
  it('stand beside every plain module of scripts/ that TypeScript imports', () => {
    const imported = new Set<string>();
    for (const file of typeScriptFiles()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(?:\.{1,2}\/)+scripts\/([\w.-]+)\.mjs'/g)) imported.add(`${match[1]}.d.mts`);
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !declarations.includes(name))).toEqual([]);
  });

  it.each(declarations)('%s names exactly what its module exports', async (declaration) => {
    const module = `${scripts}${declaration.replace(/\.d\.mts$/, '.mjs')}`;
    const exported = Object.keys((await import(pathToFileURL(module).href)) as object).sort();
    expect(declaredValues(readFileSync(`${scripts}${declaration}`, 'utf8'))).toEqual(exported);
  });
});
