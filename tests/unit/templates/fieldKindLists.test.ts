/**
 * A field kind's knowledge has two homes: its catalogue entry (src/templates/fieldTypes.ts) and its designer entry
 * (src/designer/fieldKinds/registry.tsx). Anywhere else, `type === 'line'` or a list of type ids is a second copy
 * that a new type would have to find; read the catalogue's traits (findFieldType(type)?.value, …) instead.
 *
 * A value kind (the catalogue's `value` trait, issue #22) has one home on each side: its module in
 * src/templates/valueKinds (converts a cell, checks a template's value and a record's, gives a sample) and its folder
 * src/designer/fieldKinds/<kind>/ (Body, Content editor, Form input). The second describe names the piece a kind
 * lacks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type ValueKind } from '../../../src/templates/fieldTypes';
import { VALUE_KINDS } from '../../../src/templates/valueKinds';
import { DESIGNER_VALUE_KINDS } from '../../../src/designer/fieldKinds/valueKinds';

const ROOT = join(__dirname, '../../..');
const HOMES = new Set(['src/templates/fieldTypes.ts', 'src/designer/fieldKinds/registry.tsx']);

/** Places that name a type on purpose, each with the reason. Keyed "file: kind". */
const ALLOWED: Record<string, string> = {
  'src/worker/barcodes/encode.ts: qrcode': 'bwip-js option: only QR code and PDF417 can declare UTF-8 (ECI), an encoder fact, not a field trait',
  'src/worker/barcodes/encode.ts: nw7': "bwip-js names NW-7 'rationalizedCodabar'; the encoder's own id mapping",
  'src/worker/barcodes/encode.ts: code128': 'our own Code 128 encoder is chosen by symbology, as the QR one is: an encoder fact, not a field trait',
  'src/worker/engine/plainTextHeight.ts: text': "pdfme's getDynamicLayoutForText measures only its text plugin's type id; replicated exactly, a pdfme fact, not a field trait",
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

/** What every value kind's module gives (src/templates/valueKinds/valueKind.ts ValueKindTraits). */
const TRAITS = ['convertCell', 'checkTemplateValue', 'checkRecordValue', 'checkPrintedValue', 'sample'] as const;

/** Every value kind the catalogue uses, and any kind either side has an entry for. */
const VALUE_KIND_NAMES = [
  ...new Set([...FIELD_TYPES.map((fieldType) => fieldType.value), ...Object.keys(VALUE_KINDS), ...Object.keys(DESIGNER_VALUE_KINDS)]),
].sort() as ValueKind[];

/** Kinds whose fields have content to edit (false only for fixed artwork); those need a Content editor. */
const hasContent = (kind: string) => FIELD_TYPES.some((fieldType) => fieldType.value === kind && fieldType.hasContent);

/** "where: kind lacks piece" for each trait a kind's module does not give, or each kind with no module at all. */
function missingTraits(kinds: readonly string[], table: Readonly<Record<string, unknown>>): string[] {
  return kinds.flatMap((kind) => {
    const where = `src/templates/valueKinds/${kind}.ts`;
    const traits = table[kind] as Record<string, unknown> | undefined;
    if (!traits) return [`${where}: no entry for ${kind} in VALUE_KINDS (src/templates/valueKinds/index.ts)`];
    return TRAITS.filter((trait) => typeof traits[trait] !== 'function').map((trait) => `${where}: ${kind} has no ${trait}`);
  });
}

/** "folder: kind lacks piece" for a designer half without its Body, Content editor (when it has content) or Form input. */
function missingDesignerPieces(kinds: readonly string[], table: Readonly<Record<string, unknown>>, needsContent: (kind: string) => boolean): string[] {
  return kinds.flatMap((kind) => {
    const where = `src/designer/fieldKinds/${kind}/`;
    const pieces = table[kind] as { body?: unknown; Content?: unknown; Input?: unknown } | undefined;
    if (!pieces) return [`${where}: no entry for ${kind} in DESIGNER_VALUE_KINDS (src/designer/fieldKinds/valueKinds.ts)`];
    const missing: string[] = [];
    if (typeof pieces.body !== 'function') missing.push(`${where}: ${kind} has no Body`);
    if (needsContent(kind) && !pieces.Content) missing.push(`${where}: ${kind} has no Content editor`);
    if (!pieces.Input) missing.push(`${where}: ${kind} has no Form input`);
    return missing;
  });
}

describe('value kinds have one home each', () => {
  it('gives every value kind a module in src/templates/valueKinds with every trait', () => {
    expect(missingTraits(VALUE_KIND_NAMES, VALUE_KINDS)).toEqual([]);
    const modules = VALUE_KIND_NAMES.filter((kind) => !existsSync(join(ROOT, 'src/templates/valueKinds', `${kind}.ts`)));
    expect(modules.map((kind) => `src/templates/valueKinds/${kind}.ts is missing`)).toEqual([]);
  });

  it('gives every value kind a designer folder with its Body, Content editor and Form input', () => {
    expect(missingDesignerPieces(VALUE_KIND_NAMES, DESIGNER_VALUE_KINDS, hasContent)).toEqual([]);
    const folders = VALUE_KIND_NAMES.filter((kind) => !existsSync(join(ROOT, 'src/designer/fieldKinds', kind, 'index.tsx')));
    expect(folders.map((kind) => `src/designer/fieldKinds/${kind}/index.tsx is missing`)).toEqual([]);
  });

  it('names the missing piece', () => {
    const noop = () => null;
    const partial = { convertCell: noop, checkTemplateValue: noop, checkRecordValue: noop, checkPrintedValue: noop };
    expect(missingTraits(['rating', 'stamp'], { rating: partial })).toEqual([
      'src/templates/valueKinds/rating.ts: rating has no sample',
      'src/templates/valueKinds/stamp.ts: no entry for stamp in VALUE_KINDS (src/templates/valueKinds/index.ts)',
    ]);
    expect(missingDesignerPieces(['rating', 'stamp'], { rating: { body: noop, Content: null }, stamp: { body: noop, Content: null, Input: noop } }, (kind) => kind === 'rating')).toEqual([
      'src/designer/fieldKinds/rating/: rating has no Content editor',
      'src/designer/fieldKinds/rating/: rating has no Form input',
    ]);
  });
});
