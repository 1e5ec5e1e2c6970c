/**
 * What makes a template unusable for every record alike is the template's problem, not each record's: checked once
 * through the engine (the same parse and evaluation every worker does) before any record is rendered, so the CLI
 * says so and exits 2, and the service refuses the template, rather than failing every row (issue #9, issue #22):
 * - an uploaded base PDF that cannot be read (pdf-lib's words kept only when they speak to the user);
 * - fixed text whose {…} expression reads no record value and runs away or prints too much
 *   (src/templates/recordFreeText.ts), named by its field.
 */
import { recordFreeTextFields } from '../templates/recordFreeText';
import type { Template } from '../templates/types';
import { isBlankPdf } from '../templates/types';
import type { CliEngine } from './engine';
import { formatPath } from './place';

/** pdf-lib's own messages are kept when they speak to the user (encryption, no pages), not when they are JavaScript's. */
const RAW_ERROR = /Cannot read|undefined|null|is not a function|TypeError|RangeError|Invalid|Expected|offset/i;

/** Where in the template (`basePdf`, `schemas[0][1].content`) and why it cannot be used. */
export interface TemplateProblem {
  place: string;
  message: string;
}

/** The first reason the template cannot be used for any record, or null; blank pages and plain text need no engine. */
export async function templateProblem(engine: CliEngine, template: Template): Promise<TemplateProblem | null> {
  if (isBlankPdf(template.basePdf) && recordFreeTextFields(template).length === 0) return null;
  const problems = await engine.preflight(template, []);
  const problem = problems.find((p) => p.severity === 'error' && p.path[0] !== 'records');
  if (!problem) return null;
  if (problem.path[0] === 'schemas') return { place: formatPath(problem.path), message: problem.message };
  return { place: 'basePdf', message: basePdfMessage(problem.message) };
}

/** The base PDF's problem in words for the user. */
function basePdfMessage(message: string): string {
  const reason = message.replace(/^The template's base PDF cannot be read:\s*/, '');
  const readable = reason !== message && !RAW_ERROR.test(reason) ? ` (${reason})` : '';
  return reason === message
    ? message
    : `the background PDF (basePdf) cannot be read${readable}: it is damaged, cut short or not a PDF. Export it again from the program that made it.`;
}
