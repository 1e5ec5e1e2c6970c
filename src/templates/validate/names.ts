/**
 * Field names. pdfme matches data to fields by name, and stock @pdfme/generator 6 renders every template whose
 * names repeat, each case in its own way (generate.ts getSchemaRenderInfo and its staticSchema loop):
 * - a header/footer field prints its own content and is never filled from data, so sharing a name with a page
 *   field changes nothing printed: a warning, and repairs/renameHeaderDuplicates gives it a name of its own;
 * - the same name on two pages prints the same value from the data on both (often what the author wanted);
 * - the same name twice on one page prints only the first of them.
 * None of these stops pdfme, so none is an error here.
 */
import { type FieldPlace, warning } from './place';
import type { Problem } from '../types';

/** One warning per field whose name an earlier field (pages first, then header/footer) already uses. */
export function checkDuplicateNames(places: FieldPlace[], problems: Problem[]): void {
  const first = new Map<string, FieldPlace>();
  for (const place of places) {
    const name = place.name as string;
    const earlier = first.get(name);
    if (!earlier) {
      first.set(name, place);
      continue;
    }
    problems.push(warning([...place.path, 'name'], `${place.where}: ${duplicateSentence(place, earlier, name)}`));
  }
}

function duplicateSentence(place: FieldPlace, earlier: FieldPlace, name: string): string {
  if (place.pageIndex === null) {
    const other = earlier.pageIndex === null ? 'another header/footer field' : `a field on page ${earlier.pageIndex + 1}`;
    return `${other} is also called “${name}”. Header/footer fields print their own content and are never filled from data, so this prints as designed, but the two are easy to mix up; the designer’s Repair renames this one.`;
  }
  if (place.pageIndex === earlier.pageIndex) {
    return `another field on this page is already called “${name}”, and pdfme prints only the first field of a name on a page, so this one never prints. Rename it to print it.`;
  }
  return `the field “${name}” on page ${(earlier.pageIndex as number) + 1} has the same name, so both print the same value from the data (data is matched to fields by name). Rename one if they should differ.`;
}
