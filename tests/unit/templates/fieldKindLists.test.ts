/**
 * A field kind's knowledge has two homes: its catalogue entry (src/templates/fieldTypes.ts) and its designer entry
 * (src/designer/fieldKinds/registry.tsx). Anywhere else, `type === 'line'` or a list of type ids is a second copy
 * that a new type would have to find; read the catalogue's traits (findFieldType(type)?.value, …) instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../../src/templates/fieldTypes';

const ROOT = join(__dirname, '../../..');
const HOMES = new Set(['src/templates/fieldTypes.ts', 'src/designer/fieldKinds/registry.tsx']);

/** Places that name a type on purpose, each with the reason. Keyed "file: kind". */
const ALLOWED: Record<string, string> = {
  'src/worker/barcodes/encode.ts: qrcode': 'bwip-js option: only QR code and PDF417 can declare UTF-8 (ECI), an encoder fact, not a field trait',
  'src/worker/barcodes/encode.ts: nw7': "bwip-js names NW-7 'rationalizedCodabar'; the encoder's own id mapping",
  'src/templates/svgFields.ts: svg': 'repairs SVG markup in saved templates (hardening work in progress); should read valueKindOfType',
};

const KINDS = FIELD_TYPES.map((fieldType) => fieldType.type).join('|');
/** `type === 'line'`, `field.type !== 'svg'`, `'table' === schema.type` */
const COMPARISON = new RegExp(`\\btype\\s*[!=]==?\\s*'(${KINDS})'|'(${KINDS})'\\s*[!=]==?\\s*[\\w.]*[tT]ype\\b`, 'g');
/** `new Set(['line', 'rectangle'…` or `['rectangle', 'ellipse'].includes(type)` */
const LIST = new RegExp(`\\[\\s*'(${KINDS})'\\s*,\\s*'(${KINDS})'`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('field kinds have two homes', () => {
  it('no source file outside them compares a field type with a catalogue kind or lists kinds', () => {
    const found: string[] = [];
    for (const path of sourceFiles(join(ROOT, 'src'))) {
      const file = relative(ROOT, path).split('\\').join('/');
      if (HOMES.has(file)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const match of [...line.matchAll(COMPARISON), ...line.matchAll(LIST)]) {
            const kind = match[1] ?? match[2];
            if (!ALLOWED[`${file}: ${kind}`]) found.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('catches the lists it is meant to catch', () => {
    expect("if (field.type === 'line') return".match(COMPARISON)).not.toBeNull();
    expect("const SHAPES = new Set(['line', 'rectangle', 'ellipse']);".match(LIST)).not.toBeNull();
    expect("['rectangle', 'ellipse'].includes(type)".match(LIST)).not.toBeNull();
    expect("file.type === 'image/png'".match(COMPARISON)).toBeNull();
  });
});
