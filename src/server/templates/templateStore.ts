/**
 * Templates stored by id for `PUT/GET/DELETE /v1/templates/:id`: one JSON file per template in a directory (under
 * `--data-dir`), written to a temporary file and renamed so a reader never sees half a template. Ids are checked by
 * the route's schema (letters, digits, '-', '_') and again here, since they become file names.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface TemplateStore {
  /** the template's JSON text, or undefined when there is none */
  get(id: string): Promise<string | undefined>;
  /** stores the JSON text; resolves true when it replaced an older one */
  put(id: string, json: string): Promise<boolean>;
  /** removes the template; resolves false when there was none */
  remove(id: string): Promise<boolean>;
}

let writeCounter = 0;

/** A store in `directory` (created when missing). */
export function createTemplateStore(directory: string): TemplateStore {
  const root = resolve(directory);
  const pathOf = (id: string) => {
    if (!ID.test(id)) throw new Error(`not a template id: ${id}`);
    return join(root, `${id}.json`);
  };
  const read = async (id: string): Promise<string | undefined> => {
    try {
      return await readFile(pathOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    get: read,
    async put(id, json) {
      const path = pathOf(id);
      await mkdir(root, { recursive: true });
      const existed = (await read(id)) !== undefined;
      const part = `${path}.${process.pid}.${++writeCounter}.part`;
      try {
        await writeFile(part, json);
        await rename(part, path);
      } catch (error) {
        await rm(part, { force: true }).catch(() => undefined); // no .part file is left behind
        throw error;
      }
      return existed;
    },
    async remove(id) {
      try {
        await rm(pathOf(id));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
