/**
 * The template check's part for fixed text that reads no record value (src/templates/recordFreeText.ts): each is
 * worked out once, as the engine prints it, saying which field before each, so a runaway expression is stopped by the
 * coordinator's time limit and named as the template's fault rather than timing out every record.
 */
import type { Problem, Template } from '../../templates/types';
import { recordFreeTextFields } from '../../templates/recordFreeText';
import type { Schema } from '@pdfme/common';
import { fixedTextOf } from './fixedText';
import { runEnginePreflight } from './preflight';
import type { RenderEngine } from './renderEngine';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Problems of record-free fixed text that fails (too long); `onField` hears each field's name before it is worked out. */
export function checkRecordFreeText(template: Template, onField: (name: string) => void): Problem[] {
  const schemas = template.schemas as unknown as Schema[][];
  const problems: Problem[] = [];
  for (const { pageIndex, index, name, where } of recordFreeTextFields(template)) {
    onField(name);
    try {
      fixedTextOf(schemas[pageIndex][index], {}, schemas);
    } catch (error) {
      const message = `${where}: ${messageOf(error)} (it reads no record value, so every record would fail alike)`;
      problems.push({ path: ['schemas', pageIndex, index, 'content'], message, severity: 'error' });
    }
  }
  return problems;
}

/**
 * The template alone (preflight with no rows): its base PDF, and fixed text that prints the same for every record (a
 * runaway expression there is stopped by the coordinator, named by its field, instead of in every record).
 */
export async function templateAloneProblems(engine: RenderEngine, template: Template, onField: (name: string) => void): Promise<Problem[]> {
  const problems = await runEnginePreflight(engine, template, []);
  return [...problems, ...checkRecordFreeText(template, onField)];
}
