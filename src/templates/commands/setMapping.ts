import { defineCommand } from './command';

export interface SetMappingArgs {
  /** data column -> field name; an empty object clears the saved mapping */
  mapping: Record<string, string>;
}

/** Saves which data column fills which field with the template (template.platen.mapping), as one undo entry. */
export const setMapping = defineCommand<SetMappingArgs>('setMapping', 'Data mapping', (draft, { mapping }) => {
  draft.platen ??= {};
  if (Object.keys(mapping).length === 0) delete draft.platen.mapping;
  else draft.platen.mapping = { ...mapping };
});
