/**
 * Whole-process runs, as a user meets them: `platen render` from the compiled dist-node/ against a plain Node script
 * calling stock generate(), each a fresh process, timed from spawn to exit, with the process's peak memory (VmHWM,
 * which covers the main thread and every worker thread) sampled from /proc while it runs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataRecord, Template } from '../src/templates/types';

export interface ProcessRun {
  ms: number;
  /** bytes; 0 where /proc is not there */
  peakRss: number;
  /** ms from spawn to the last sample that saw the peak rise: a peak while the data is read comes early */
  peakAtMs: number;
  status: number | null;
}

const repo = new URL('..', import.meta.url).pathname;

function peakOf(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0; // the process has just ended
  }
}

/** Runs `node ...args` to its end; wall time from spawn to exit. */
export function runProcess(args: string[], cwd = repo, env: Record<string, string> = {}): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let peakRss = 0;
    let peakAtMs = 0;
    let stderr = '';
    // VmHWM only grows, so the last reading before exit is the peak up to then (within one 25 ms sample).
    const sampler = setInterval(() => {
      const peak = child.pid ? peakOf(child.pid) : 0;
      if (peak > peakRss) [peakRss, peakAtMs] = [peak, performance.now() - started];
    }, 25);
    child.stderr.on('data', (data) => (stderr = (stderr + data).slice(-2000)));
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(sampler);
      if (status !== 0) reject(new Error(`node ${args.join(' ')} exited ${status}: ${stderr.trim().split('\n').pop()}`));
      else resolve({ ms: performance.now() - started, peakRss, peakAtMs, status });
    });
  });
}

/** A scratch folder holding the template and records as files, as a user would have them. */
export function writeInputs(template: Template, records: DataRecord[]): { dir: string; template: string; records: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'platen-bench-process-'));
  writeFileSync(join(dir, 'template.json'), JSON.stringify(template));
  writeFileSync(join(dir, 'records.json'), JSON.stringify(records));
  return { dir, template: join(dir, 'template.json'), records: join(dir, 'records.json'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The records as a CSV file beside the JSON one (records.csv): a header of every key, each cell quoted. */
export function writeCsvRecords(dir: string, records: DataRecord[]): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const cell = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;
  const lines = [columns.map(cell).join(','), ...records.map((record) => columns.map((column) => cell(record[column])).join(','))];
  const path = join(dir, 'records.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** `platen render` of the inputs to a ZIP (or a .pdf), from the compiled CLI; `env` is added to this process's. */
export function platenRender(inputs: { dir: string; template: string; records: string }, workers: number, out = 'out.zip', env: Record<string, string> = {}): Promise<ProcessRun> {
  return runProcess([join(repo, 'bin/platen.js'), 'render', '-t', inputs.template, '-d', inputs.records, '-o', join(inputs.dir, out), '-w', String(workers)], repo, env);
}

/**
 * `platen render` of the inputs to a ZIP that a slow disk takes: the output's `.partial` file is a named pipe whose
 * reader, in this process, takes at most `bytesPerSecond` and throws the bytes away. Without back-pressure every
 * chunk the disk had not taken yet waited in the CLI's memory (src/node/outputBacklog.ts).
 */
export async function platenRenderToSlowDisk(inputs: { dir: string; template: string; records: string }, workers: number, bytesPerSecond: number): Promise<ProcessRun & { bytes: number }> {
  const out = join(inputs.dir, 'slow.zip');
  execFileSync('mkfifo', [`${out}.partial`]);
  const reader = createReadStream(`${out}.partial`, { highWaterMark: 64 * 1024 });
  const started = performance.now();
  let bytes = 0;
  reader.on('data', (data) => {
    bytes += data.length;
    const due = (bytes / bytesPerSecond) * 1000 - (performance.now() - started);
    if (due > 0) {
      reader.pause();
      setTimeout(() => reader.resume(), due);
    }
  });
  const read = new Promise<void>((resolve, reject) => reader.on('close', () => resolve()).on('error', reject));
  const run = await platenRender(inputs, workers, 'slow.zip');
  await read;
  return { ...run, bytes };
}

/** The stock script over the same inputs: one PDF file per record, or one merged file from a single generate() call. */
export function stockScript(inputs: { dir: string; template: string; records: string }, merged = false): Promise<ProcessRun> {
  const out = mkdtempSync(join(inputs.dir, 'stock-'));
  return runProcess([join(repo, 'bench/stockScript.mjs'), inputs.template, inputs.records, out, ...(merged ? ['--merged'] : [])]);
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
