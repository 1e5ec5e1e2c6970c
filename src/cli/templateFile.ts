/**
 * Reads a template file for the CLI: JSON syntax errors with line and column, then the templates engineer's
 * validateTemplate (structure, names, types, fonts, bounds, placeholders), each problem with its place.
 * Fonts given with --font count as available: validateTemplate only knows shipped and uploaded ones.
 */
import { readFile } from 'node:fs/promises';
import type { Problem, Template } from '../templates/types';
import { hasErrors, validateTemplate } from '../templates/validate';
import { lineAndColumn } from './place';

export type TemplateRead =
  | { ok: true; template: Template; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

const fail = (message: string, path: Problem['path'] = []): TemplateRead => ({ ok: false, problems: [{ path, message, severity: 'error' }] });

/** The value at a problem's path in the template, e.g. the fontName a font problem points at. */
function valueAt(root: unknown, path: Problem['path']): unknown {
  let value = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** A "missing font" problem about a font the user passed with --font is no problem. */
function isProvidedFont(root: unknown, problem: Problem, extraFonts: readonly string[]): boolean {
  const last = problem.path[problem.path.length - 1];
  const inVariants = problem.path[problem.path.length - 2] === 'fontVariants';
  if (last !== 'fontName' && !inVariants) return false;
  const name = valueAt(root, problem.path);
  return typeof name === 'string' && extraFonts.includes(name);
}

/** Parse template JSON text; `extraFonts` are the names given with --font. */
export function parseTemplateText(text: string, extraFonts: readonly string[] = []): TemplateRead {
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') return fail('the file is empty: expected a template in JSON');
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const reason = message.replace(/,? ?(in JSON )?at position \d+.*$/s, '');
    if (position) {
      const { line, column } = lineAndColumn(source, Number(position[1]));
      return fail(`not valid JSON at line ${line}, column ${column}: ${reason}`);
    }
    return fail(`not valid JSON: ${/end of (JSON )?input/i.test(message) ? 'the file ends too early (cut off, or a closing bracket missing?)' : reason}`);
  }
  const problems = validateTemplate(value).filter((problem) => !isProvidedFont(value, problem, extraFonts));
  if (hasErrors(problems)) return { ok: false, problems };
  return { ok: true, template: value as Template, warnings: problems };
}

/** Read and check a template file. */
export async function readTemplateFile(path: string, extraFonts: readonly string[] = []): Promise<TemplateRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return fail(`cannot read the template: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  return parseTemplateText(text, extraFonts);
}
