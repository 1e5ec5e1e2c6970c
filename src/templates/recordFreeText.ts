/**
 * Fixed text whose {…} expressions read nothing from the record (only other fixed text, the date, constants and
 * JavaScript's own globals): it prints the same for every record, so if working it out runs away it runs away for
 * every record alike. Such a field is the template's fault, and is worked out once before a batch (the template
 * check, src/node/templateCheck.ts) instead of timing out row by row.
 */
import { findFieldType } from './fieldTypes';
import type { Template } from './types';
import { describeField } from './validate/place';
import { PAGE_NUMBERS, placeholderExpressions, referencedNames } from './validate/placeholders';

/** A body field whose fixed text reads no record value; `where` names it for a sentence ('Page 1, field “total”'). */
export interface RecordFreeText {
  pageIndex: number;
  index: number;
  name: string;
  where: string;
}

/** The body fields of `template` whose fixed text has expressions and reads no record value. */
export function recordFreeTextFields(template: Template): RecordFreeText[] {
  const pages = template.schemas as unknown as Record<string, unknown>[][];
  const fixed = new Set(pages.flat().filter((field) => field.readOnly === true).map((field) => field.name as string));
  // referencedNames leaves out pdfme's globals (Math, Array, date…); any other name that is not fixed text may be a
  // data column, and then the text reads the record.
  const readsNoRecord = (name: string) => fixed.has(name) || PAGE_NUMBERS.has(name);
  const found: RecordFreeText[] = [];
  pages.forEach((page, pageIndex) =>
    page.forEach((field, index) => {
      // As the engine evaluates: body fields only when read-only text (src/templates/validate/placeholders.ts).
      if (field.readOnly !== true || typeof field.content !== 'string') return;
      if (findFieldType(field.type as string)?.wording === undefined) return;
      const expressions = placeholderExpressions(field.content);
      if (expressions.length === 0) return;
      if (!expressions.every((expression) => referencedNames(expression).every(readsNoRecord))) return;
      found.push({ pageIndex, index, name: String(field.name), where: describeField(field.name, index, pageIndex) });
    }),
  );
  return found;
}
