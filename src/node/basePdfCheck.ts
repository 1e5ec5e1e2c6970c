/**
 * An uploaded base PDF that cannot be read is the template's problem, not each record's: checked once through the
 * engine (the same parse every worker does) before any record is rendered, so the CLI says so and exits 2 rather
 * than failing every row with pdf-lib's words (issue #9).
 */
import type { Template } from '../templates/types';
import { isBlankPdf } from '../templates/types';
import type { CliEngine } from './engine';

/** pdf-lib's own messages are kept when they speak to the user (encryption, no pages), not when they are JavaScript's. */
const RAW_ERROR = /Cannot read|undefined|null|is not a function|TypeError|RangeError|Invalid|Expected|offset/i;

/** A sentence saying why the template's base PDF cannot be used, or null (blank pages need no check). */
export async function basePdfProblem(engine: CliEngine, template: Template): Promise<string | null> {
  if (isBlankPdf(template.basePdf)) return null;
  const problems = await engine.preflight(template, []);
  const problem = problems.find((p) => p.severity === 'error' && p.path[0] !== 'records');
  if (!problem) return null;
  const reason = problem.message.replace(/^The template's base PDF cannot be read:\s*/, '');
  const readable = reason !== problem.message && !RAW_ERROR.test(reason) ? ` (${reason})` : '';
  return reason === problem.message
    ? problem.message
    : `the background PDF (basePdf) cannot be read${readable}: it is damaged, cut short or not a PDF. Export it again from the program that made it.`;
}
