/**
 * The app's scripts as Vite builds them are ASCII only (vite.config.ts, scripts/asciiOnly.mjs). One non-ASCII
 * character — the minifier leaves them in regular-expression literals, as date-fns' Arabic locale has — makes V8 hold
 * a script's whole source two bytes a character: each render worker keeps the ~3 MB engine chunk for its life.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

describe('the built app’s scripts', () => {
  it('are ASCII only, the workers’ chunks with them', () => {
    const assets = join(inject('distDir'), 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.some((name) => name.startsWith('render.worker'))).toBe(true);
    for (const name of scripts) {
      const found = readFileSync(join(assets, name), 'utf8').match(/[^\x00-\x7f]/g) ?? [];
      expect(found.slice(0, 3), name).toEqual([]);
    }
  });
});
