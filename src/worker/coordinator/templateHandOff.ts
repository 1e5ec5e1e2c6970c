/**
 * A template handed to each render worker once per batch or preflight run (RenderWorkerApi.useTemplate), after which
 * tasks name it by key instead of sending it with every record. A worker that replaces a dead one is a new api
 * object, so it is handed the template again.
 */
import type { Template } from '../../templates/types';
import type { Task } from '../pool/renderPool';

export type RenderApi = Parameters<Task<unknown>>[0];

/** Answers `api`'s key for `template`, handing it over on the first call per worker; `purpose` names the key. */
export function templateHandOff(purpose: string, template: Template): (api: RenderApi) => Promise<string> {
  const key = `${purpose}-template-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const handedTo = new WeakSet<object>();
  return async (api) => {
    if (!handedTo.has(api)) {
      await api.useTemplate(key, template);
      handedTo.add(api);
    }
    return key;
  };
}
