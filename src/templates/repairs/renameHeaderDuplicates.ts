/**
 * A header/footer field sharing its name with a page field (or an earlier header/footer field) gets a name of its
 * own, "title" → "title (header)". Printing is unchanged: stock pdfme fills header/footer fields from their own
 * content, never from data (generate.ts, the staticSchema loop), and {placeholders} read the data and the page
 * fields, never header/footer names. The data mapping keeps pointing at the page field, which is the one data fills.
 */
import { fieldNames, uniqueFieldName } from '../naming';
import { type PlannedChange, type Repair, fieldsOf } from './repair';

export const renameHeaderDuplicates: Repair = (template) => {
  const taken = fieldNames(template);
  const seen = new Set<string>();
  const changes: PlannedChange[] = [];
  const fields = fieldsOf(template);
  for (const { field, pageIndex } of fields) if (pageIndex !== null && typeof field.name === 'string') seen.add(field.name);
  for (const { field, path, where, pageIndex } of fields) {
    if (pageIndex !== null || typeof field.name !== 'string') continue;
    if (!seen.has(field.name)) {
      seen.add(field.name);
      continue;
    }
    const name = uniqueFieldName(template, `${field.name} (header)`, taken);
    taken.add(name);
    changes.push({ path: [...path, 'name'], message: `${where}: renamed “${name}”.`, apply: () => void (field.name = name) });
  }
  return changes;
};
