/**
 * The output store as a directory, on this machine or on a volume every machine mounts. A write goes to a temporary
 * file beside its target and is renamed over it: rename is atomic on one file system, so readers (and a chunk
 * rendered a second time) never see half a file.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { OutputStore } from './outputStore';

let writeCounter = 0;

/** A store rooted at `root` (created when missing). Keys are '/'-separated paths under it. */
export function createDirectoryStore(root: string): OutputStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, ...key.split('/'));
    // Keys are made by the service, never taken from a request; this guards the guarantee anyway.
    if (path !== base && !path.startsWith(base + sep)) throw new Error(`store key outside the store: ${key}`);
    return path;
  };
  const temporary = (path: string) => `${path}.${process.pid}.${++writeCounter}.part`;
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  /** The directory a prefix names ('batches/a/chunks/' or 'batches/a/chunks/0000'): the walk starts there, not at the root. */
  const directoryOf = (prefix: string) => pathOf(prefix.slice(0, prefix.lastIndexOf('/') + 1));
  /** Calls `visit` with the path of every file under `dir` (none when it is missing). */
  const walk = async (dir: string, visit: (path: string) => unknown): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path, visit);
      else await visit(path);
    }
  };

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const part = temporary(path);
      try {
        await writeFile(part, bytes);
        await rename(part, path);
      } catch (error) {
        // A failed write leaves nothing behind (issue #20 found .part files kept forever).
        await rm(part, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const part = temporary(path);
      let written = 0;
      const counted = async function* () {
        for await (const chunk of source) {
          written += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(counted()), createWriteStream(part));
        await rename(part, path);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      return written;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    open(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async list(prefix) {
      const found: string[] = [];
      await walk(directoryOf(prefix), (path) => {
        if (!path.endsWith('.part')) found.push(relative(base, path).split(sep).join('/'));
      });
      return found.filter((key) => key.startsWith(prefix)).sort();
    },
    async remove(prefix) {
      // A whole directory goes at once, with the .part files of writes that never finished.
      if (prefix.endsWith('/')) return void (await rm(pathOf(prefix), { recursive: true, force: true }));
      for (const key of await this.list(prefix)) await rm(pathOf(key), { force: true });
    },
    async children(prefix) {
      try {
        return (await readdir(pathOf(prefix), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    async modifiedAt(prefix) {
      let newest: number | undefined;
      await walk(directoryOf(prefix), async (path) => {
        const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: 0 })); // removed meanwhile
        newest = Math.max(newest ?? 0, mtimeMs);
      });
      return newest;
    },
  };
}
