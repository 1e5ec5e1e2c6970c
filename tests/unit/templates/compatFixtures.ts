/**
 * The pdfme-compat corpus (tests/fixtures/pdfme-compat): small templates shaped like the ones real pdfme users save,
 * each with an inputs file, and stock @pdfme/generator called the way a plain pdfme user calls it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@pdfme/generator';
import * as schemas from '@pdfme/schemas';
import type { Plugin, Template as PdfmeTemplate } from '@pdfme/common';
import type { DataRecord } from '../../../src/templates/types';

export const compatDir = fileURLToPath(new URL('../../fixtures/pdfme-compat/', import.meta.url));

export interface CompatFixture {
  name: string;
  templatePath: string;
  inputsPath: string;
  text: string;
  inputs: DataRecord[];
}

/** Every fixture in the corpus, by file name without .json. */
export function compatFixtures(): CompatFixture[] {
  return readdirSync(compatDir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.inputs.json'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.json'.length);
      const inputsPath = join(compatDir, `${name}.inputs.json`);
      return {
        name,
        templatePath: join(compatDir, file),
        inputsPath,
        text: readFileSync(join(compatDir, file), 'utf8'),
        inputs: JSON.parse(readFileSync(inputsPath, 'utf8')) as DataRecord[],
      };
    });
}

/** Every plugin @pdfme/schemas exports (barcodes spread out), keyed by export name as the pdfme docs show. */
function stockPlugins(): Record<string, Plugin> {
  const { barcodes, ...rest } = schemas as unknown as Record<string, unknown> & { barcodes: Record<string, Plugin> };
  const plugins: Record<string, Plugin> = {};
  for (const [name, value] of Object.entries({ ...rest, ...barcodes })) {
    if (value && typeof value === 'object' && 'pdf' in value) plugins[name] = value as Plugin;
  }
  return plugins;
}

/** Stock generate() on the file's own JSON, with no options: pdfme's built-in Roboto, as a plain user gets it. */
export function stockGenerate(templateJson: string, inputs: DataRecord[]): Promise<Uint8Array> {
  const template = JSON.parse(templateJson) as PdfmeTemplate;
  return generate({ template, inputs, plugins: stockPlugins() });
}

const scratch = mkdtempSync(join(tmpdir(), 'platen-compat-'));
let fileNo = 0;

/** pdftotext of a PDF's bytes. */
export function textOf(pdf: Uint8Array): string {
  const file = join(scratch, `doc-${(fileNo += 1)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** The words of a text, sorted: layout (line breaks, order on the page) may differ, the words printed may not. */
export function wordMultiset(text: string): string[] {
  return text.split(/\s+/).filter(Boolean).sort();
}
