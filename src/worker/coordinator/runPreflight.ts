/**
 * Preflight over the pool (PlatenApi.preflight): records are checked in groups of rows, one record at a time inside
 * a worker, under a per-record time limit. A record that takes too long (a runaway pdfme expression, a 5 MB text) is
 * isolated like a batch's (isolateLosses.ts: tried once more alone, on a fresh worker) and then becomes an error
 * naming its row; the others are still checked. Never rejects, never hangs.
 */
import type { Problem, RecordList, Template } from '../../templates/types';
import { withSigns, type SignHearer } from '../pool/taskSigns';
import { RecordTimeLimit, secondsText } from '../pool/recordTimeLimit';
import { recordFreeTextFields, type RecordFreeText } from '../../templates/recordFreeText';
import type { RenderPool } from '../pool/renderPool';
import { templateHandOff } from './templateHandOff';
import { runIsolating, type IsolatedTasks } from './isolateLosses';


/** Rows per task at most: small enough that a lost worker costs little, large enough to keep messages few. */
const MAX_GROUP = 50;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Groups of rows spread over the pool's workers (two groups per worker at least, when there are rows enough). */
function rowGroups(count: number, workers: number): number[][] {
  const size = Math.max(1, Math.min(MAX_GROUP, Math.ceil(count / (workers * 2))));
  const out: number[][] = [];
  for (let first = 0; first < count; first += size) out.push(Array.from({ length: Math.min(size, count - first) }, (_, i) => first + i));
  return out;
}

/** A fixed text that reads no record value and could not be worked out: the template's fault, named by its field. */
function fixedTextProblem(stuck: RecordFreeText, reason: string, recordMs: number): Problem {
  const why = /took longer than/.test(reason)
    ? `its fixed text took longer than ${secondsText(recordMs)} to work out and the worker was stopped`
    : `its fixed text could not be worked out (${reason})`;
  const message = `${stuck.where}: ${why}; it reads no record value, so every record would fail alike: change its expression.`;
  return { path: ['schemas', stuck.pageIndex, stuck.index, 'content'], message, severity: 'error' };
}

/** `recordMs`: what checking one record may take once its worker is ready. Paths are ['records', row, field]. */
export async function runPoolPreflight(pool: RenderPool, template: Template, records: RecordList, recordMs: number): Promise<Problem[]> {
  const limit = new RecordTimeLimit(recordMs);
  const recordProblems: Problem[] = [];
  // The template's own problems (its base PDF) come from every task: kept once.
  const templateProblems = new Map<string, Problem>();
  const templateOn = templateHandOff('preflight', template);
  /** The field the template check last said it was working out (the fixed text that ran away, if it is stopped). */
  let field: string | undefined;
  const check = (rows: number[], heard: (row: number) => void): Promise<Problem[]> =>
    pool.run(
      async (api, watch) => {
        const hear: SignHearer = (sign) => {
          watch.heard(sign);
          if (sign.kind === 'record') heard(sign.row);
          if (sign.kind === 'field') field = sign.name;
          return true;
        };
        const named = await templateOn(api);
        return withSigns(hear, (signs) => api.preflightRows(named, rows.map((row) => ({ row, record: records.at(row) ?? {} })), signs));
      },
      { limit, retries: 0, activity: 'checking' },
    );
  const note = (found: Problem[]) => {
    for (const problem of found) {
      if (problem.path[0] === 'records') recordProblems.push(problem);
      else templateProblems.set(`${problem.path.join('/')}\n${problem.message}`, problem);
    }
  };
  const tasks: IsolatedTasks<Problem[]> = {
    attempt: check,
    settle: (_, found) => note(found),
    fail: (row, message) => {
      // The row is in the path; whoever shows the message names it as the user's file does.
      recordProblems.push({ path: ['records', row], message, severity: 'error' });
    },
  };
  if (records.length === 0) {
    // The template alone (the CLI and the service check a base PDF and record-free fixed text this way first).
    try {
      note(await check([], () => undefined));
    } catch (error) {
      const stuck = field === undefined ? undefined : recordFreeTextFields(template).find(({ name }) => name === field);
      templateProblems.set('engine', stuck ? fixedTextProblem(stuck, messageOf(error), recordMs) : { path: ['basePdf'], message: `The template could not be checked: ${messageOf(error)}`, severity: 'error' });
    }
  } else {
    const losses = new Map<number, number>();
    await Promise.all(rowGroups(records.length, pool.size).map((rows) => runIsolating(rows, tasks, losses)));
  }
  // One list in record order, as the Data panel's table reads (the sort is stable: a record's problems keep theirs).
  recordProblems.sort((a, b) => Number(a.path[1]) - Number(b.path[1]));
  return [...templateProblems.values(), ...recordProblems];
}
