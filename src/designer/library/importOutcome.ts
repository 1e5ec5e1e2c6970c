/**
 * What an import means for the user, from parseTemplateFile's result: rejected with a message naming the problem
 * and its place (the current work is left alone), or a template to add, with notes about conversions and warnings.
 * Pure, so tests/unit/library checks the wording.
 */
import type { LoadedTemplate } from '../../templates/legacy';
import { nameFromFileName } from '../../templates/storage';
import type { DataRecord, Problem, Template } from '../../templates/types';

export type ImportOutcome =
  | { ok: false; message: string; problems: string[] }
  | { ok: true; template: Template; name: string; notes: string[]; problems: string[]; sampleRecords?: DataRecord[] };

/** A problem as one line: its message already says where in words; the JSON path is added when it does not. */
export function describeProblem(problem: Problem): string {
  const where = problem.path.length > 0 ? problem.path.join('.') : '';
  const mentionsPlace = /\b(page|field|line|column|header|footer)\b/i.test(problem.message);
  return where && !mentionsPlace ? `${problem.message} (at ${where})` : problem.message;
}

export function importOutcome(fileName: string, loaded: LoadedTemplate): ImportOutcome {
  const errors = loaded.problems.filter((p) => p.severity === 'error').map(describeProblem);
  const warnings = loaded.problems.filter((p) => p.severity === 'warning').map(describeProblem);
  if (!loaded.template) {
    const first = errors[0] ?? warnings[0] ?? 'the file is not a template.';
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
    return { ok: false, message: `“${fileName}” was not imported: ${first}${more}`, problems: errors.length ? errors : warnings };
  }
  const name = loaded.template.platen?.name?.trim() || nameFromFileName(fileName) || 'Imported template';
  return {
    ok: true,
    template: loaded.template,
    name,
    notes: loaded.conversions ?? [],
    problems: [...errors, ...warnings],
    ...(loaded.sampleRecords ? { sampleRecords: loaded.sampleRecords } : {}),
  };
}

/** A file name for an exported template: "Invoice / March" -> "Invoice - March.json". */
export function exportFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').trim().slice(0, 100);
  return `${safe || 'template'}.json`;
}
