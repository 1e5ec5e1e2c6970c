/** Checks one fuzz case's CLI run against the promises, returning a failure sentence per broken promise. */
import { existsSync } from 'node:fs';
import { crashOf, pageCountOf, qpdfProblem, type InProcessRun } from './cliHarness';

/** No crash, no hang; whatever PDF was written passes qpdf --check. */
export async function runFailures(label: string, run: InProcessRun, out: string): Promise<string[]> {
  const failures: string[] = [];
  const crash = crashOf(run);
  if (crash) failures.push(`${label}: ${crash}`);
  if (existsSync(out)) {
    const bad = await qpdfProblem(out);
    if (bad) failures.push(`${label}: ${bad}`);
  }
  return failures;
}

/** Good rows written (as pages of the merged PDF), each bad row named by its place and field, exit 1. */
export async function rowFailures(label: string, run: InProcessRun, out: string, good: number, badPlaces: string[], field: string): Promise<string[]> {
  const failures = await runFailures(label, run, out);
  if (run.status !== 1) failures.push(`${label}: exit ${run.status}, expected 1: ${run.stderr.slice(-400)}`);
  for (const place of badPlaces) {
    if (!new RegExp(`${place}:? field "${field}"`).test(run.stderr)) failures.push(`${label}: ${place} field "${field}" is not named in: ${run.stderr.slice(-400)}`);
  }
  const pages = existsSync(out) ? await pageCountOf(out) : 0;
  if (pages !== good) failures.push(`${label}: ${pages} pages written, expected the ${good} good rows`);
  return failures;
}

/** In a report: the failures, or nothing. Prints counts when PLATEN_FUZZ_REPORT is set (for the before/after table). */
export function report(suite: string, cases: number, failures: string[]): void {
  if (process.env.PLATEN_FUZZ_REPORT) console.log(`FUZZ ${suite}: ${cases} cases, ${new Set(failures.map((f) => /^#\d+/.exec(f)?.[0] ?? f)).size} failing\n${failures.join('\n')}`);
}

/**
 * A known-good input's run: exit 0 and a PDF of `pages` pages read back. Each suite starts with one, so a CLI that
 * refused every input with a tidy sentence (which keeps every other promise here) fails the suite.
 */
export async function goodRunFailures(label: string, run: InProcessRun, out: string, pages: number): Promise<string[]> {
  const failures = await runFailures(label, run, out);
  if (run.status !== 0) failures.push(`${label}: a known-good input was refused (exit ${run.status}): ${run.stderr.slice(-400)}`);
  const written = existsSync(out) ? await pageCountOf(out) : 0;
  if (written !== pages) failures.push(`${label}: ${written} pages read back, expected ${pages}`);
  return failures;
}

/** Whether a run rendered: exit 0 and a PDF of `pages` pages read back. */
export async function rendered(run: InProcessRun, out: string, pages: number): Promise<boolean> {
  return run.status === 0 && existsSync(out) && (await pageCountOf(out)) === pages;
}

/** The floor: at least `least` of a suite's `cases` were accepted, so the suite cannot pass by refusing them all. */
export function floorFailures(suite: string, what: string, count: number, least: number, cases: number): string[] {
  if (process.env.PLATEN_FUZZ_REPORT) console.log(`FUZZ ${suite}: ${count} of ${cases} ${what} (floor ${least})`);
  return count >= least ? [] : [`${suite}: only ${count} of ${cases} ${what}, the floor is ${least}`];
}
