/**
 * `platen validate`: the template's problems with their places, and with --data the records' problems (preflight in
 * the engine, where the real fonts measure text) by CSV line or JSON index.
 */
import { unfilledVariableProblems } from '../data/mapping';
import type { Problem } from '../templates/types';
import { templateNameProblems, withoutDatalessNameProblems } from '../templates/validate/expressionNames';
import type { ValidateArgs } from './args';
import { readRecords } from '../node/dataReader';
import { startEngine } from '../node/engine';
import { readFontFiles } from './fontFiles';
import { EXIT_INTERNAL, EXIT_OK, EXIT_RECORDS_FAILED, EXIT_USAGE, say, type CliIo } from '../node/io';
import { dataFileLine, formatPath } from '../node/place';
import { formatProblems } from '../node/problemReport';
import { readTemplateFile } from '../node/templateFile';

/** A record problem's place: ['records', 41, 'ean'] → `line 43 field "ean"`. */
function recordPlace(problem: Problem, rowLabel: (index: number) => string): string {
  const [, row, ...rest] = problem.path;
  if (typeof row !== 'number') return formatPath(problem.path);
  const field = rest.length > 0 ? ` field "${rest.join('.')}"` : '';
  return `${rowLabel(row)}${field}`;
}

/** Run `platen validate`; resolves with the exit status. */
export async function runValidate(args: ValidateArgs, io: CliIo): Promise<number> {
  const fonts = await readFontFiles(args.fonts);
  if (!fonts.ok) return say(io, fonts.message), EXIT_USAGE;
  const template = await readTemplateFile(args.template, Object.keys(fonts.fonts));
  if (!template.ok) {
    for (const line of formatProblems(args.template, template.problems)) io.stderr.write(`${line}\n`);
    say(io, `${template.problems.length} problem${template.problems.length === 1 ? '' : 's'} in ${args.template}`);
    return EXIT_USAGE;
  }
  // With data, the names conditions and fixed text read are checked against its columns below, not against fields alone.
  const templateWarnings = args.data ? withoutDatalessNameProblems(template.warnings, template.template) : template.warnings;
  for (const line of formatProblems(args.template, templateWarnings)) io.stderr.write(`${line}\n`);
  for (const line of template.conversions) say(io, `${args.template}: converted from an older pdfme format: ${line}`);
  const fieldCount = template.template.schemas.reduce((sum, page) => sum + page.length, 0);
  io.stdout.write(`${args.template}: OK (${template.template.schemas.length} page${template.template.schemas.length === 1 ? '' : 's'}, ${fieldCount} field${fieldCount === 1 ? '' : 's'})\n`);
  if (!args.data) return EXIT_OK;

  const data = await readRecords(args.data, template.template, args.sheet);
  if (!data.ok) {
    for (const message of data.messages) say(io, dataFileLine(args.data, message));
    return EXIT_USAGE;
  }
  const { records } = data;
  if (data.unfilledFields.length > 0) say(io, `warning: no column for field${data.unfilledFields.length === 1 ? '' : 's'} ${data.unfilledFields.map((f) => `"${f}"`).join(', ')}`);
  // A multi-variable text's variable no column fills prints empty: named like a field with no column.
  const mapping = unfilledVariableProblems(template.template, data.mapping);
  for (const problem of mapping) io.stderr.write(`${args.data}: ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}\n`);
  const names = templateNameProblems(template.template, data.columns);
  for (const line of formatProblems(args.template, names)) io.stderr.write(`${line}\n`);
  for (const line of data.warnings) io.stderr.write(`${args.data}: warning: ${line}\n`);
  for (const error of data.rowErrors) io.stderr.write(`${args.data}: ${data.rowLabel(error.row)}${error.field ? ` field "${error.field}"` : ''}: ${error.message}\n`);
  let problems: Problem[];
  try {
    const engine = await startEngine({ workers: 1, fonts: fonts.fonts, recordTimeoutMs: args.recordTimeoutMs });
    try {
      problems = await engine.preflight(template.template, records);
    } finally {
      await engine.close();
    }
  } catch (error) {
    say(io, `the records could not be checked: ${(error as Error).message}`);
    return EXIT_INTERNAL;
  }
  for (const problem of problems) {
    const level = problem.severity === 'warning' ? 'warning: ' : '';
    io.stderr.write(`${args.data}: ${level}${recordPlace(problem, data.rowLabel)}: ${problem.message}\n`);
  }
  const all = [...mapping, ...names, ...problems];
  const errors = all.filter((problem) => problem.severity === 'error').length + data.rowErrors.length;
  const warnings = all.filter((problem) => problem.severity === 'warning').length + data.warnings.length;
  io.stdout.write(`${args.data}: ${records.length} record${records.length === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
  return errors > 0 ? EXIT_RECORDS_FAILED : EXIT_OK;
}
