// designer/ui is the room for what several designer folders share: icons, form inputs, panel CSS, notices, the
// download helper (issue #22). It stands on the store alone, so any folder may use it without a cycle; and the
// panels' own folder is reached from outside only where the panels are mounted or a piece still waits to move.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DESIGNER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../src/designer');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** [file, import target] under src/designer for each relative import, static or dynamic, of the files under `dir`. */
function designerImports(dir: string): [string, string][] {
  return files(join(DESIGNER, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g)]
      .map((m): [string, string] => [relative(DESIGNER, file), relative(DESIGNER, resolve(dirname(file), m[1]))])
      .filter(([, to]) => !to.startsWith('..')),
  );
}

const folder = (path: string) => path.split('/')[0];

describe('designer/ui, the shared pieces', () => {
  it('imports nothing of the designer but itself and the store', () => {
    const imports = designerImports('ui');
    expect(imports).toContainEqual(['ui/useDraft.ts', 'store']);
    expect(imports).toContainEqual(['ui/inputs.tsx', 'ui/NumberField']);
    expect(imports.filter(([, to]) => !['ui', 'store'].includes(folder(to)))).toEqual([]);
  });

  it('leaves panels/ reached from outside only where the panels are mounted, or a piece waits for its move', () => {
    const allowed = new Set([
      // the sidebars mount the panels
      'topbar/Sidebars.tsx',
      // the field kinds' icons (panels/icons.tsx) are drawn by the palette too
      'fieldKinds/registry.tsx',
      // a PDF dropped on the window becomes the page background, as the Pages panel's own control does
      'library/windowDrop.ts',
    ]);
    const outside = designerImports('.').filter(([from, to]) => folder(from) !== 'panels' && folder(to) === 'panels');
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter(([from]) => !allowed.has(from))).toEqual([]);
  });
});
