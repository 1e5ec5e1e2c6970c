import { defineCommand } from './command';
import { locateFields } from './locate';

export interface UpdateNestedPropertyArgs {
  ids: string[];
  /** The style object, e.g. 'headStyles' or 'dynamicFontSize'. */
  key: string;
  /** The property inside it, e.g. 'fontSize'. */
  inner: string;
  value: unknown;
}

/**
 * Sets one property inside a nested style object on many fields (a table's headStyles.fontSize), keeping each
 * field's other nested values: updateFields would overwrite the whole object with one field's copy.
 */
export const updateNestedProperty = defineCommand<UpdateNestedPropertyArgs>(
  'updateNestedProperty',
  'Edit properties',
  (draft, { ids, key, inner, value }) => {
    for (const { field } of locateFields(draft, ids)) {
      const current = field[key];
      const target = (current && typeof current === 'object' ? current : (field[key] = {})) as Record<string, unknown>;
      if (value === undefined) delete target[inner];
      else target[inner] = value;
    }
  },
);
