/**
 * Reads a template file for the CLI through the templates engineer's parseTemplateFile: JSON syntax errors with
 * line and column, older pdfme formats and { template, inputs } wrappers converted, then validateTemplate's
 * problems, each with its place. Fonts given with --font count as available (the validator knows only shipped and
 * uploaded ones), and a missing font names the option that provides it.
 */
import { readFile } from 'node:fs/promises';
import { parseTemplateFile } from '../templates/legacy';
import type { Problem, Template } from '../templates/types';
import { hasErrors } from '../templates/validate';

export type TemplateRead =
  | { ok: true; template: Template; warnings: Problem[]; conversions: string[] }
  | { ok: false; problems: Problem[] };

const fail = (message: string): TemplateRead => ({ ok: false, problems: [{ path: [], message, severity: 'error' }] });

/** The value at a problem's path in the template, e.g. the fontName a font problem points at. */
function valueAt(root: unknown, path: Problem['path']): unknown {
  let value = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

const isFontProblem = (problem: Problem): boolean =>
  problem.path[problem.path.length - 1] === 'fontName' || problem.path[problem.path.length - 2] === 'fontVariants';

/** Parse template file text; `extraFonts` are the names given with --font. */
export function parseTemplateText(text: string, extraFonts: readonly string[] = []): TemplateRead {
  const loaded = parseTemplateFile(text);
  const problems = loaded.problems
    .filter((problem) => {
      if (!isFontProblem(problem)) return true;
      const name = valueAt(loaded.template, problem.path);
      return !(typeof name === 'string' && extraFonts.includes(name));
    })
    .map((problem) =>
      isFontProblem(problem) && problem.severity === 'error'
        ? { ...problem, message: `${problem.message} On the command line: --font ${String(valueAt(loaded.template, problem.path))}=path/to/font.ttf` }
        : problem,
    );
  if (!loaded.template || hasErrors(problems)) return { ok: false, problems };
  return { ok: true, template: loaded.template, warnings: problems, conversions: loaded.conversions ?? [] };
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
