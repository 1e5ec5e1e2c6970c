/**
 * Reads a template file for the CLI: JSON syntax errors with line and column, structural problems with their place
 * in the template, and fonts the template names but nobody provides.
 */
import { readFile } from 'node:fs/promises';
import { findShippedFont } from '../templates/fonts';
import type { Problem, Template } from '../templates/types';
import { fontNamesUsed } from '../worker/fonts/fontSet';
import { lineAndColumn } from './place';
import { checkTemplateShape } from './templateCheck';

export type TemplateRead =
  | { ok: true; template: Template; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

const fail = (message: string, path: Problem['path'] = []): TemplateRead => ({ ok: false, problems: [{ path, message, severity: 'error' }] });

/** Parse template JSON text; `extraFonts` are the names given with --font. */
export function parseTemplateText(text: string, extraFonts: readonly string[] = []): TemplateRead {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    if (position) {
      const { line, column } = lineAndColumn(text, Number(position[1]));
      return fail(`not valid JSON at line ${line}, column ${column}: ${message.replace(/ in JSON at position \d+.*$/s, '')}`);
    }
    return fail(`not valid JSON: ${message}`);
  }
  const problems = checkTemplateShape(value);
  if (problems.some((problem) => problem.severity === 'error')) return { ok: false, problems };
  const template = value as Template;
  const missing = [...fontNamesUsed(template)].filter(
    (name) => !findShippedFont(name) && !extraFonts.includes(name) && !template.platen?.fonts?.[name],
  );
  const fontProblems: Problem[] = missing.map((name) => ({
    path: ['fonts', name],
    message: `the template uses the font "${name}", which is not built in: pass --font ${name}=path/to/font.ttf`,
    severity: 'error',
  }));
  if (fontProblems.length > 0) return { ok: false, problems: [...problems, ...fontProblems] };
  return { ok: true, template, warnings: problems };
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
