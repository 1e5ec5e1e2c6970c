/**
 * Which records a batch leaves out after preflight, by the user's two separate choices (issue #17): records with
 * hard errors (an invalid barcode, a missing required value, a picture that will not decode…) and records whose
 * text overflows its box, which may be a 0.8 mm overflow that prints legibly. The same rule for the Data panel's
 * batch options and `platen render --preflight` / `--skip-overflow`. Pure.
 */
import type { Problem } from '../templates/types';

export interface SkipChoice {
  /** leave out records with a hard error ("Skip records with errors", --preflight) */
  errors: boolean;
  /** leave out records whose text overflows its box ("Skip records whose text overflows", --skip-overflow) */
  overflow: boolean;
}

/** Whether a problem is text overflowing its box rather than a hard error. */
export const isOverflow = (problem: Problem): boolean => problem.cause === 'overflow';

/** Whether `problem` makes its record left out under `choice`. */
export function skipsRecord(problem: Problem, choice: SkipChoice): boolean {
  if (problem.severity !== 'error' || problem.path[0] !== 'records' || typeof problem.path[1] !== 'number') return false;
  return isOverflow(problem) ? choice.overflow : choice.errors;
}

/** The rows (0-based, ascending) a batch leaves out under `choice`. */
export function rowsToSkip(problems: readonly Problem[], choice: SkipChoice): number[] {
  const rows = new Set<number>();
  for (const problem of problems) if (skipsRecord(problem, choice)) rows.add(problem.path[1] as number);
  return [...rows].sort((a, b) => a - b);
}
