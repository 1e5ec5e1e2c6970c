/**
 * Renders templates with stock @pdfme/generator in Node, the way the worker will: every built-in plugin from
 * @pdfme/schemas and the shipped fonts read from node_modules (Roboto as the fallback face).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@pdfme/generator';
import * as schemas from '@pdfme/schemas';
import { SHIPPED_FONTS } from '../../../../src/templates/fonts';
import type { DataRecord, Template } from '../../../../src/templates/types';

const require = createRequire(import.meta.url);

/** All built-in plugins, keyed by their type id (pdfme's builtInPlugins holds only Text). */
export function allPlugins(): Record<string, unknown> {
  const plugins: Record<string, unknown> = {};
  const candidates = [...Object.values(schemas), ...Object.values(schemas.barcodes)];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object' && 'propPanel' in candidate && 'pdf' in candidate) {
      const type = (candidate as { propPanel: { defaultSchema: { type: string } } }).propPanel.defaultSchema.type;
      plugins[type] = candidate;
    }
  }
  return plugins;
}

const fontBytes = new Map<string, Uint8Array>();
function fontData(file: string): Uint8Array {
  if (!fontBytes.has(file)) fontBytes.set(file, new Uint8Array(readFileSync(require.resolve(file))));
  return fontBytes.get(file)!;
}

/** Shipped fonts for pdfme: Roboto faces always, Noto Sans JP only when asked (it is 5 MB). */
export function shippedFonts(options: { japanese?: boolean } = {}) {
  const font: Record<string, { data: Uint8Array; fallback?: boolean; subset?: boolean }> = {};
  for (const shipped of SHIPPED_FONTS) {
    if (shipped.lazy && !options.japanese) continue;
    font[shipped.name] = { data: fontData(shipped.file), fallback: shipped.name === 'Roboto' };
  }
  return font;
}

/** The template as pdfme wants it: without Platen's metadata and designer ids. */
function forPdfme(template: Template) {
  const strip = <T extends { id?: string }>(fields: T[]) => fields.map(({ id: _id, ...rest }) => rest);
  const { platen: _platen, ...rest } = template;
  const basePdf =
    typeof rest.basePdf === 'object' && rest.basePdf.staticSchema
      ? { ...rest.basePdf, staticSchema: strip(rest.basePdf.staticSchema) }
      : rest.basePdf;
  return { ...rest, basePdf, schemas: rest.schemas.map(strip) };
}

export async function renderPdf(template: Template, inputs: DataRecord[], options: { japanese?: boolean } = {}) {
  return generate({
    template: forPdfme(template) as never,
    inputs,
    plugins: allPlugins() as never,
    options: { font: shippedFonts(options) as never },
  });
}

/** Writes the PDF to a temp file and returns its path (for pdftotext / pdfinfo / pdftoppm). */
export function writeTempPdf(pdf: Uint8Array, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'platen-templates-'));
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

export function pageCount(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Text of the PDF (all pages, or one page from 1), whitespace collapsed so wrapped text still matches. */
export function pdfText(path: string, page?: number): string {
  const args = page ? ['-f', String(page), '-l', String(page), path, '-'] : [path, '-'];
  return execFileSync('pdftotext', ['-layout', ...args], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Values of the barcodes zbarimg finds on one page (rendered at 200 dpi). */
export function decodeBarcodes(path: string, page: number): string[] {
  const prefix = path.replace(/\.pdf$/, `-scan-${page}`);
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', String(page), '-l', String(page), '-singlefile', path, prefix]);
  try {
    return execFileSync('zbarimg', ['-q', '--raw', `${prefix}.png`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // zbarimg exits 4 when it finds nothing
  }
}
