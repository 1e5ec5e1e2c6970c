/**
 * One batch plan for the Data panel, `platen render` and `POST /v1/batches` (issue #22): from the template, one read
 * of the data (records.ts DataRead) and the user's choices, which rows a batch renders and under which file names,
 * which rows fail or are left out before rendering and why, and what refuses the batch, each with its place. Each
 * surface words a refusal its own way (an exit status and a line, an HTTP status, a sentence in the panel) and runs
 * the engine; what is decided is decided here once. Pure.
 */
import { templateNameProblems } from '../templates/validate/expressionNames';
import type { Problem, RecordList, Template } from '../templates/types';
import { einvoiceFileNamePattern, einvoiceOutputProblem, einvoiceRowErrors } from './einvoiceBatch';
import { fileNamePatternProblem } from './fileNamePattern';
import type { Mapping } from './mapping';
import type { RowError } from './records';

/** What the batch writes: one merged PDF, a ZIP of a PDF per record, or a directory of them (the CLI only). */
export type PlanOutput = 'merged' | 'zip' | 'directory';

/** Why a batch cannot start, by what is wrong: the output kind, the file-name pattern, the data's columns, or names. */
export type PlanProblem =
  | { place: 'output'; message: string }
  | { place: 'fileName'; pattern: string; message: string }
  | { place: 'columns'; message: string }
  /** the template reads a name that is neither a column nor a field: nameProblems lists them */
  | { place: 'names' };

/** The part of a read the plan looks at (records.ts RecordsRead, however its records are held). */
export interface PlanData {
  records: RecordList;
  columns: readonly string[];
  names: readonly string[];
  mapping: Mapping;
  unfilledFields: readonly string[];
  rowErrors: readonly RowError[];
}

export interface PlanChoices {
  output: PlanOutput;
  /** the user's file-name pattern, as given; an e-invoice's invoice number names its files when there is none */
  fileName?: string;
  /**
   * whether an invoice that breaks an EN 16931 rule fails its row (the CLI and the service); the Data panel leaves it
   * to its preflight, which lists the rule as an error its "Skip records with errors" choice decides on
   */
  invoiceRules?: boolean;
}

export interface BatchPlan {
  /** refusals, in the order a user fixes them; the batch starts only with none */
  problems: PlanProblem[];
  /** names the template's conditions and fixed text read that the data lacks (warnings and errors) */
  nameProblems: Problem[];
  /** the pattern files are named by (undefined: the engine's record-{row}.pdf) */
  fileName: string | undefined;
  /** rows that fail before rendering, by row: values that could not be converted, invoices breaking a rule */
  failed: RowError[];
  /** rows left out as asked (preflight flagged them), not already failed; none until withSkipped */
  skipped: RowError[];
  /** every row (0-based, ascending) the engine leaves out: failed or skipped */
  skipRows: number[];
}

/**
 * What the output kind alone decides, before the data is read: whether the template may be written so (one
 * e-invoice per file), and the file-name pattern in effect.
 */
export function planOutput(template: Template, choices: Pick<PlanChoices, 'output' | 'fileName'>): { problem?: Extract<PlanProblem, { place: 'output' }>; fileName: string | undefined } {
  const fileName = choices.fileName ?? einvoiceFileNamePattern(template);
  const oneInvoicePerFile = einvoiceOutputProblem(template, choices.output);
  return oneInvoicePerFile ? { problem: { place: 'output', message: oneInvoicePerFile }, fileName } : { fileName };
}

/** "none of its columns (…) match the template's fields (…)" when the data has records and not one column fills a field. */
export function noColumnFits(data: Pick<PlanData, 'records' | 'mapping' | 'unfilledFields' | 'columns'>): string | undefined {
  const filled = new Set(Object.values(data.mapping)).size;
  if (data.records.length === 0 || filled > 0 || data.unfilledFields.length === 0) return undefined;
  return `none of its columns (${data.columns.slice(0, 8).join(', ')}) match the template's fields (${data.unfilledFields.slice(0, 8).join(', ')})`;
}

/** The batch this template, data and choices make, or the problems that refuse it. */
export function planBatch(template: Template, data: PlanData, choices: PlanChoices): BatchPlan {
  const output = planOutput(template, choices);
  const problems: PlanProblem[] = output.problem ? [output.problem] : [];
  const { fileName } = output;
  // Checked against the file's columns and the template's fields: an unknown {placeholder} would name every file alike.
  const patternProblem = fileName && choices.output !== 'merged' ? fileNamePatternProblem(fileName.trim(), data.names) : undefined;
  if (patternProblem) problems.push({ place: 'fileName', pattern: fileName!, message: patternProblem });
  const unmatched = noColumnFits(data);
  if (unmatched) problems.push({ place: 'columns', message: unmatched });
  // A condition reading a name that is no column or field would fail every record: refused before rendering.
  const nameProblems = templateNameProblems(template, data.columns);
  if (nameProblems.some((problem) => problem.severity === 'error')) problems.push({ place: 'names' });
  // An e-invoice that breaks an EN 16931 rule must not be issued: it fails its row, with or without preflight.
  const invoices = choices.invoiceRules === false ? [] : einvoiceRowErrors(template, data.records);
  const failed = [...data.rowErrors, ...invoices].sort((a, b) => a.row - b.row);
  return { problems, nameProblems, fileName, failed, skipped: [], skipRows: [...new Set(failed.map((error) => error.row))] };
}

/** The plan with the rows preflight flagged left out too; a row that already fails is not also counted skipped. */
export function withSkipped(plan: BatchPlan, flagged: readonly RowError[]): BatchPlan {
  const failedRows = new Set(plan.skipRows);
  const skipped = flagged.filter((error) => !failedRows.has(error.row));
  return { ...plan, skipped, skipRows: [...new Set([...plan.skipRows, ...skipped.map((error) => error.row)])].sort((a, b) => a - b) };
}

/** The plan's first refusal of a kind, if any. */
export function planProblem<P extends PlanProblem['place']>(plan: BatchPlan, place: P): Extract<PlanProblem, { place: P }> | undefined {
  return plan.problems.find((problem): problem is Extract<PlanProblem, { place: P }> => problem.place === place);
}
