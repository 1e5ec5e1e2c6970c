import type { TemplateMeta } from '../types';
import { defineCommand } from './command';

export interface SetTemplateMetaArgs {
  /** Properties of template.platen to set (name, mapping, fonts); `undefined` removes one. */
  patch: Partial<TemplateMeta>;
}

/** Changes Platen's own template data: its name, saved data mapping, uploaded fonts. */
export const setTemplateMeta = defineCommand<SetTemplateMetaArgs>('setTemplateMeta', 'Template settings', (draft, { patch }) => {
  draft.platen ??= {};
  const meta = draft.platen as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete meta[key];
    else meta[key] = value;
  }
});
