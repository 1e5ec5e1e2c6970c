/**
 * `platen …` run in this process through runCli (no 5 s tsx start-up per case), over one shared Node engine, with a
 * deadline so a hang fails the case instead of the suite, and the properties every bad-input run must keep.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@pdfme/pdf-lib';
import { runCli } from '../../../../src/cli/run';
import type { CliEngine, EngineOptions, EngineStarter } from '../../../../src/node/engine';
import { createNodeEngine } from '../../../../src/worker/node';

export interface InProcessRun {
  status: number;
  stderr: string;
  timedOut: boolean;
}

/** One Node engine (one worker) shared by every run that brings no --font; runs with fonts get their own. */
export function sharedEngine(): { start: EngineStarter; engine(): Promise<CliEngine>; close(): Promise<void> } {
  let shared: Promise<CliEngine> | undefined;
  const engine = () => (shared ??= createNodeEngine({ workers: 1 }));
  const start: EngineStarter = async (options: EngineOptions) => {
    if (options.fonts && Object.keys(options.fonts).length > 0) return createNodeEngine({ ...options, workers: 1 });
    return { ...(await engine()), close: async () => undefined };
  };
  return { start, engine, close: async () => void (await (await shared)?.close()) };
}

/** Runs argv; resolves after at most `deadlineMs` (then cancels the run and reports timedOut). */
export async function cli(argv: string[], start: EngineStarter, deadlineMs = 60_000): Promise<InProcessRun> {
  let stderr = '';
  const io = { stdout: { write: () => true }, stderr: { write: (text: string) => ((stderr += text), true), isTTY: false } };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), deadlineMs)));
  const status = await Promise.race([runCli(argv, io as never, controller.signal, start), deadline]);
  clearTimeout(timer);
  if (status === 'timeout') {
    controller.abort();
    return { status: -1, stderr, timedOut: true };
  }
  return { status, stderr, timedOut: false };
}

/** Why a run broke the bad-input promises (no internal error, no stack trace, no hang), or null when it kept them. */
export function crashOf(run: InProcessRun): string | null {
  if (run.timedOut) return 'did not finish before its deadline';
  if (run.status === 3) return `exit 3: ${run.stderr.slice(-300)}`;
  if (/^\s+at \S/m.test(run.stderr)) return `stack trace: ${run.stderr.slice(0, 300)}`;
  // Engine messages that name the wrong thing (pdf-lib's JPEG reader on a GIF, a typed array on a huge PNG).
  const raw = /\b(TypeError|RangeError|ReferenceError|Invalid typed array length|Cannot read properties of|SOI not found|is not defined)\b.*/.exec(run.stderr);
  if (raw) return `raw JavaScript error: ${raw[0].slice(0, 200)}`;
  return null;
}

/** qpdf --check's verdict on a PDF file: null when it passes. */
export function qpdfProblem(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('qpdf', ['--check', path], (error, stdout, stderr) => resolve(error ? `qpdf --check ${path}: ${stderr || stdout}`.slice(0, 300) : null));
  });
}

/** Page count, read in this process (qpdf --check has already vouched for the file). */
export async function pageCountOf(path: string): Promise<number> {
  try {
    return (await PDFDocument.load(await readFile(path), { updateMetadata: false })).getPageCount();
  } catch {
    return -1;
  }
}
