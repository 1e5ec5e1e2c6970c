/** Runs `node bin/platen.js …` as a user would, from the fixtures directory, and captures what they would see. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as readBack from '../../support/readBack';

export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const bin = fileURLToPath(new URL('../../../bin/platen.js', import.meta.url));

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `platen ...args`, run in the fixtures directory with stderr a pipe (plain progress lines). */
export function platen(...args: string[]): Promise<CliRun> {
  return run(process.execPath, [bin, ...args]);
}

/** As platen, with the process's file-size limit at `bytes` (`ulimit -f`, whole KiB): writes past it fail with EFBIG. */
export function platenUnderFileLimit(bytes: number, ...args: string[]): Promise<CliRun> {
  return run('bash', ['-c', `ulimit -f ${Math.floor(bytes / 1024)} && exec "$0" "$@"`, process.execPath, bin, ...args]);
}

function run(file: string, args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: fixtures, timeout: 120_000 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

const made: string[] = [];

/** A fresh temporary directory for one test's output; removed after the file's tests (see removeScratch). */
export function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platen-cli-'));
  made.push(dir);
  return dir;
}

/** Removes every scratch directory made so far. */
export function removeScratch(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  readBack.removeScratchDirs();
}

/** `pdfinfo`'s page count. */
export const pageCount = (pdf: string): Promise<number> => readBack.pageCount(pdf);

/** `pdftotext -layout`'s text of a PDF file. */
export const pdfText = (pdf: string): Promise<string> => readBack.pdfText(pdf, { layout: true });

/** Barcode values zbarimg reads from the PDF's first page rendered at 200 dpi. */
export const barcodesIn = (pdf: string): Promise<string[]> => readBack.barcodeValues(pdf, 1, 200);
