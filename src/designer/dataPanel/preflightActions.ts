/**
 * Runs preflight for the session's records: the worker checks (overflow with real fonts, barcodes, required,
 * images) plus conversion problems, required fields and variables with no column, and names conditions or fixed
 * text read that are no column or field. Each problem's row and field are in its path
 * and its message names neither: the preflight table shows the row as the user's file numbers it ("Line 42").
 */
import { mappingProblems } from '../../data/mapping';
import { withColumns } from '../../data/records';
import { templateNameProblems } from '../../templates/validate/expressionNames';
import type { Problem, Template } from '../../templates/types';
import { getPlaten } from '../../worker/client';
import { designer } from '../store';
import { dataSession } from './dataSession';
import type { SessionRecords } from './useSessionRecords';

export function flaggedRowsOf(problems: Problem[]): number[] {
  const rows = new Set<number>();
  for (const p of problems) if (p.severity === 'error' && p.path[0] === 'records' && typeof p.path[1] === 'number') rows.add(p.path[1]);
  return [...rows].sort((a, b) => a - b);
}

let runId = 0;

/** Checks every record; stale results (records changed meanwhile) are dropped by run id. */
export async function runPreflightNow(template: Template, session: SessionRecords): Promise<Problem[]> {
  const id = ++runId;
  const { records: converted, problems: conversion } = session.all();
  // The records as the batch gets them: conditions and fixed text read every column (src/data/records.ts).
  const records = converted.map((record, row) => withColumns(record, session.table?.rows[row]));
  const columns = session.table?.columns ?? [];
  dataSession.set((s) => ({ preflight: { ...s.preflight, status: 'running' } }));
  try {
    const fromWorker = await getPlaten().preflight(template, records);
    if (id !== runId) return [];
    // The worker's required/barcode checks overlap nothing here: conversion problems are about the cell text.
    const problems = [...mappingProblems(template, session.mapping), ...templateNameProblems(template, columns), ...conversion, ...fromWorker].sort(
      (a, b) => (typeof a.path[1] === 'number' ? a.path[1] : -1) - (typeof b.path[1] === 'number' ? b.path[1] : -1),
    );
    dataSession.set({ preflight: { status: 'done', problems, flaggedRows: flaggedRowsOf(problems), forSession: session, forTemplate: template } });
    return problems;
  } catch (error) {
    if (id === runId) {
      dataSession.set({ preflight: { status: 'failed', problems: [], flaggedRows: [], message: error instanceof Error ? error.message : String(error) } });
    }
    return [];
  }
}

/** Opens a problem's record on the canvas and selects its field. */
export function showProblem(problem: Problem): void {
  const [kind, row, name] = problem.path;
  if (kind !== 'records' || typeof row !== 'number') return;
  dataSession.set({ row });
  const doc = designer.getDoc();
  for (let page = 0; page < doc.schemas.length; page++) {
    const field = doc.schemas[page].find((f) => f.name === name);
    if (field?.id) {
      designer.setView({ selection: [field.id], activePage: page });
      return;
    }
  }
}
