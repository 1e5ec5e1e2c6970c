/**
 * Reading Platen's output back with the tools a user's machine has: poppler (pdftotext, pdffonts, pdftoppm), qpdf,
 * zbarimg and Info-ZIP unzip. Every helper takes PDF or ZIP bytes (or a path) and answers in plain values, so unit
 * tests (Node engine, CLI) and browser tests (downloads) check output the same way.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** PDF or ZIP bytes, or the path of a file holding them. */
export type FileInput = Uint8Array | string;

const made: string[] = [];
let fileNo = 0;
/** where onDisk writes bytes, made on first use */
let shared: string | undefined;

/** A fresh temporary directory; removed by removeScratchDirs (call it in afterAll). */
export function scratchDir(prefix = 'platen-readback-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every directory scratchDir made in this test file. */
export function removeScratchDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  shared = undefined;
}

/** A new file name in this test file's scratch directory. */
export function scratchPath(extension: string): string {
  shared ??= scratchDir();
  return join(shared, `file-${(fileNo += 1)}.${extension}`);
}

/** The path of `input`: bytes are written to a scratch file first. */
export function onDisk(input: FileInput, extension = 'pdf'): string {
  if (typeof input === 'string') return input;
  const file = scratchPath(extension);
  writeFileSync(file, input);
  return file;
}

/** Runs a tool; resolves with its exit status and output instead of rejecting on a non-zero status. */
function run(tool: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: env ?? process.env }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ status: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

async function ok(tool: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const result = await run(tool, args, env);
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} exited ${result.status}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** pdftotext's UTF-8 text, in reading order unless `layout` keeps the page's columns; pages end with a form feed. */
export function pdfText(pdf: FileInput, options: { layout?: boolean } = {}): Promise<string> {
  return ok('pdftotext', [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', onDisk(pdf), '-']);
}

/** pdftotext's text of each page, in page order. */
export async function pdfPageTexts(pdf: FileInput): Promise<string[]> {
  const pages = (await pdfText(pdf)).split('\f');
  pages.pop(); // the text after the last page's form feed
  return pages;
}

/**
 * pdftotext's text of each page of `pdfs` joined in order by qpdf (`--empty --pages`): thousands of small PDFs read in
 * two processes instead of one pdftotext each. A PDF of n pages gives n entries, so check the count against the PDFs.
 */
export async function joinedPageTexts(pdfs: readonly FileInput[]): Promise<string[]> {
  const joined = scratchPath('pdf');
  await ok('qpdf', ['--empty', '--pages', ...pdfs.map((pdf) => onDisk(pdf)), '--', joined]);
  return pdfPageTexts(joined);
}

/** pdfinfo's page count. */
export async function pageCount(pdf: FileInput): Promise<number> {
  return Number(/Pages:\s+(\d+)/.exec(await ok('pdfinfo', [onDisk(pdf)]))?.[1] ?? NaN);
}

/** What `qpdf --check` objects to: [] when it exits 0 and prints no warning. */
export async function qpdfProblems(pdf: FileInput): Promise<string[]> {
  const result = await run('qpdf', ['--check', onDisk(pdf)]);
  const warnings = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => /^WARNING:|warning:|^ERROR:|error:/i.test(line));
  return result.status === 0 && warnings.length === 0 ? [] : [`qpdf --check exited ${result.status}`, ...warnings];
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** pdffonts' table: every font the PDF uses and whether it is embedded. */
export async function pdfFonts(pdf: FileInput): Promise<PdfFont[]> {
  const lines = (await ok('pdffonts', [onDisk(pdf)])).split('\n');
  const rule = lines.findIndex((line) => line.startsWith('---'));
  if (rule < 0) return [];
  // Columns are fixed-width, as wide as the dashes under the header; names and types may contain spaces.
  const columns: [number, number][] = [];
  for (const match of lines[rule].matchAll(/-+/g)) columns.push([match.index, match.index + match[0].length]);
  const cell = (line: string, index: number) => line.slice(columns[index][0], columns[index][1]).trim();
  return lines.slice(rule + 1).filter((line) => line.trim()).map((line) => ({ name: cell(line, 0), type: cell(line, 1), embedded: cell(line, 3) === 'yes' }));
}

/** Fonts pdffonts shows with `emb no`, as "name (type)". */
export async function unembeddedFonts(pdf: FileInput): Promise<string[]> {
  return (await pdfFonts(pdf)).filter((font) => !font.embedded).map((font) => `${font.name} (${font.type})`);
}

/** Values zbarimg decodes from one page (1-based) rasterised by pdftoppm, sorted. */
export async function barcodeValues(pdf: FileInput, page = 1, dpi = 200): Promise<string[]> {
  const image = scratchPath('page'); // pdftoppm adds .pgm
  await ok('pdftoppm', ['-gray', '-r', String(dpi), '-singlefile', '-f', String(page), '-l', String(page), onDisk(pdf), image]);
  // zbarimg exits 4 when it finds no symbol: that is an empty answer, not a failure.
  const result = await run('zbarimg', ['-q', '--raw', `${image}.pgm`]);
  if (result.status !== 0 && result.status !== 4) throw new Error(`zbarimg exited ${result.status}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean).sort();
}

/** Info-ZIP unzip in a UTF-8 locale, as a user's terminal runs it. */
const UNZIP_ENV = { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };

/** Entry names as Info-ZIP `unzip -Z1` lists them. */
export async function zipEntryNames(zip: FileInput): Promise<string[]> {
  return (await ok('unzip', ['-Z1', onDisk(zip, 'zip')], UNZIP_ENV)).split('\n').filter(Boolean);
}

/** Extracts with Info-ZIP `unzip -o -d` into a fresh directory; answers it and the file names written there. */
export async function unzipToDisk(zip: FileInput): Promise<{ dir: string; files: string[] }> {
  const dir = scratchDir('platen-unzip-');
  await ok('unzip', ['-q', '-o', onDisk(zip, 'zip'), '-d', dir], UNZIP_ENV);
  const files: string[] = [];
  // Dirents, not stat by name: a name unzip wrote in the wrong code page may not round-trip through a JS string.
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(dir, path));
    }
  };
  walk(dir);
  return { dir, files };
}

/** Text as compared across outputs: NFC, every run of whitespace one space, trimmed. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Text as searched for a value: compatibility-folded (ligatures, full-width forms) and without any whitespace. */
export function searchable(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/**
 * A PDF as comparable lines: expanded by qpdf (object streams unpacked, streams decompressed, content left as
 * written) with /CreationDate, /ModDate and /ID blanked — the only parts allowed to differ between two renders.
 */
export function comparablePdf(pdf: FileInput): string[] {
  const expanded = spawnSync('qpdf', ['--qdf', '--object-streams=disable', '--normalize-content=n', '--deterministic-id', onDisk(pdf), '-'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  if (expanded.status !== 0 && expanded.status !== 3) throw new Error(`qpdf --qdf exited ${expanded.status}: ${expanded.stderr}`);
  return expanded.stdout
    .toString('latin1')
    .split('\n')
    .map((line) => line.replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/, '/$1 ()').replace(/\/ID \[<[0-9a-f]*><[0-9a-f]*>\]/, '/ID []'));
}

/**
 * Where two PDFs differ once dates and IDs are set aside: [] when they are the same, else up to `max` differing
 * lines of qpdf's expanded form, each with the object it belongs to ("obj 12: - … / + …").
 */
export function pdfDifferences(a: FileInput, b: FileInput, max = 6): string[] {
  const left = comparablePdf(a);
  const right = comparablePdf(b);
  const out: string[] = [];
  let object = '?';
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length && out.length < max; i += 1) {
    const objectHeader = /^(\d+) 0 obj$/.exec(left[i] ?? '');
    if (objectHeader) object = objectHeader[1];
    if (left[i] !== right[i]) out.push(`obj ${object}, line ${i + 1}: - ${clip(left[i])} / + ${clip(right[i])}`);
  }
  if (out.length === 0 && left.length !== right.length) out.push(`${left.length} vs ${right.length} lines`);
  return out;
}

const clip = (line: string | undefined) => (line === undefined ? '(end)' : line.length > 120 ? `${line.slice(0, 120)}…` : line);

/** Runs `task` over `items` with at most `limit` at once (the read-back tools are separate processes). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** True when every tool this file drives is installed (so a missing package is one clear failure). */
export function missingTools(): string[] {
  return ['pdftotext', 'pdfinfo', 'pdffonts', 'pdftoppm', 'qpdf', 'zbarimg', 'unzip'].filter((tool) => {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
}
