/**
 * Where `--out` sends the documents: one merged PDF, a ZIP streamed to disk as it is made, or a directory of
 * per-record PDFs unpacked from that same ZIP stream as it arrives (fflate's streaming Unzip), so memory stays flat
 * however many records there are. Files are written under a `.partial` name and renamed at the end, so a crash
 * never leaves something that looks finished.
 */
import { constants, createWriteStream, type WriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { OutputBacklog } from '../node/outputBacklog';
import type { BatchOutput, OutputReady, OutputSink } from '../worker/api';

export type OutputKind = 'merged' | 'zip' | 'directory';

/** The output kind `--out` names, or a sentence saying why it names none. */
export async function outputKindOf(out: string): Promise<{ ok: true; kind: OutputKind } | { ok: false; message: string }> {
  if (out.endsWith('/') || out.endsWith('\\')) {
    // Found out now, not when the first PDF is unpacked after the whole batch has rendered.
    const blocked = await directoryBlocker(out.replace(/[\\/]+$/, '') || out);
    return blocked ? { ok: false, message: `--out "${out}": ${blocked}` } : { ok: true, kind: 'directory' };
  }
  const existing = await stat(out).catch(() => undefined);
  if (existing?.isDirectory()) return { ok: true, kind: 'directory' };
  const ext = extname(out).toLowerCase();
  if (ext === '.pdf' || ext === '.zip') {
    // Found out now, not after an hour of rendering.
    const parent = await stat(dirname(out)).catch(() => undefined);
    if (!parent?.isDirectory()) return { ok: false, message: `--out "${out}": the folder ${dirname(out)} does not exist` };
    return { ok: true, kind: ext === '.pdf' ? 'merged' : 'zip' };
  }
  return { ok: false, message: `--out "${out}" must end in .pdf (one merged PDF), .zip, or / (a directory of PDFs)` };
}

/** Why a directory cannot be made or written at `dir`: a file in the way, or a folder we may not write; else null. */
async function directoryBlocker(dir: string): Promise<string | null> {
  for (let path = dir; ; path = dirname(path)) {
    const found = await stat(path).catch(() => undefined);
    if (found) {
      if (!found.isDirectory()) return path === dir ? `${path} is a file, not a folder` : `${path} is a file, so the folder ${dir} cannot be made`;
      return (await access(path, constants.W_OK).then(() => true, () => false)) ? null : `the folder ${path} cannot be written to`;
    }
    if (dirname(path) === path) return null;
  }
}

/** What the engine is asked for: a directory is filled from the ZIP stream. */
export const engineOutputFor = (kind: OutputKind): BatchOutput => (kind === 'merged' ? 'merged' : 'zip');

export interface OutputWriter {
  /** hand to the engine as onOutput */
  sink: OutputSink;
  /** hand to the engine as outputReady: the batch pauses while the disk is behind (src/node/outputBacklog.ts) */
  ready: OutputReady;
  /** waits for every write; resolves with what was written, or rejects with a disk error */
  finish(): Promise<{ path: string; files: number; bytes: number }>;
  /** drops partial output after a fatal error */
  abort(): Promise<void>;
}

function fileWriter(path: string): OutputWriter {
  const partial = `${path}.partial`;
  let stream: WriteStream | undefined;
  let failure: Error | undefined;
  let bytes = 0;
  let ended = false;
  let closed: Promise<void> = Promise.resolve();
  const backlog = new OutputBacklog();
  const open = () => {
    const s = createWriteStream(partial);
    s.on('error', (error) => {
      failure ??= error;
      backlog.end();
    });
    closed = new Promise((resolve) => s.on('close', () => (backlog.end(), resolve())));
    return s;
  };
  return {
    sink(chunk, last) {
      if (chunk.length > 0) {
        stream ??= open();
        const length = chunk.length;
        backlog.add(length);
        stream.write(chunk, () => backlog.written(length));
        bytes += length;
      }
      if (last && stream && !ended) {
        ended = true;
        stream.end();
      }
    },
    ready: () => backlog.ready(),
    async finish() {
      if (stream && !ended) {
        ended = true;
        stream.end();
      }
      await closed;
      if (failure) throw failure;
      if (!stream) return { path, files: 0, bytes: 0 };
      await rename(partial, path);
      return { path, files: 1, bytes };
    },
    async abort() {
      if (stream && !ended) stream.destroy();
      await closed;
      await rm(partial, { force: true });
    },
  };
}

/** A ZIP entry name made safe to join to the target directory: no absolute paths, no "..". */
export function safeEntryName(name: string): string {
  const parts = name.split(/[\\/]+/).filter((part) => part !== '' && part !== '.' && part !== '..');
  return parts.join('_').replace(/[\u0000-\u001f<>:"|?*]/g, '_') || 'record.pdf';
}

function directoryWriter(dir: string): OutputWriter {
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  // One write at a time, in order: thousands of concurrent writeFile calls would exhaust file descriptors.
  let failure: Error | undefined;
  let queue: Promise<void> = mkdir(dir, { recursive: true }).then(
    () => undefined,
    (error: Error) => void (failure ??= error),
  );
  let files = 0;
  let bytes = 0;
  const backlog = new OutputBacklog();
  unzip.onfile = (file) => {
    const parts: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      parts.push(data);
      if (final) {
        const target = join(dir, safeEntryName(file.name));
        const body = Buffer.concat(parts);
        files++;
        bytes += body.length;
        backlog.add(body.length);
        queue = queue
          .then(() => (failure ? undefined : writeFile(target, body)))
          .catch((e: Error) => void (failure ??= e))
          .finally(() => backlog.written(body.length));
      }
    };
    file.start();
  };
  return {
    // After a failed write nothing more is written, so there is nothing to wait for.
    ready: () => (failure ? undefined : backlog.ready()),
    sink(chunk, last) {
      try {
        unzip.push(chunk, last);
      } catch (error) {
        failure ??= error as Error;
      }
    },
    async finish() {
      await queue.catch(() => undefined);
      if (failure) throw failure;
      return { path: dir, files, bytes };
    },
    async abort() {
      // Records already unpacked stay: each is a complete PDF. Chunks still arriving are dropped.
      await queue.catch(() => undefined);
    },
  };
}

/** A writer for `out` of the given kind. */
export function createOutputWriter(out: string, kind: OutputKind): OutputWriter {
  return kind === 'directory' ? directoryWriter(out) : fileWriter(out);
}
