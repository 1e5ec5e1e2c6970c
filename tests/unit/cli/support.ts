/** Runs `node bin/platen.js …` as a user would, from the fixtures directory, and captures what they would see. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const bin = fileURLToPath(new URL('../../../bin/platen.js', import.meta.url));

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `platen ...args`, run in the fixtures directory with stderr a pipe (plain progress lines). */
export function platen(...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: fixtures, timeout: 120_000 }, (error, stdout, stderr) => {
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
}

/** `pdfinfo`'s page count. */
export function pageCount(pdf: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile('pdfinfo', [pdf], (error, stdout) => {
      if (error) reject(error);
      else resolve(Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? NaN));
    });
  });
}

/** `pdftotext`'s text of a PDF file. */
export function pdfText(pdf: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('pdftotext', ['-layout', pdf, '-'], (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/** Barcode values zbarimg reads from the PDF's first page rendered at 200 dpi. */
export function barcodesIn(pdf: string): Promise<string[]> {
  const png = join(scratch(), 'page');
  return new Promise((resolve, reject) => {
    execFile('pdftoppm', ['-png', '-r', '200', '-singlefile', '-f', '1', '-l', '1', pdf, png], (error) => {
      if (error) return reject(error);
      execFile('zbarimg', ['--raw', '-q', `${png}.png`], (zbarError, stdout) => {
        // zbarimg exits 4 when it finds nothing: that is an empty list, not a crash.
        if (zbarError && zbarError.code !== 4) reject(zbarError);
        else resolve(stdout.split('\n').filter(Boolean));
      });
    });
  });
}
