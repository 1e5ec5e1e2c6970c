/**
 * Field names. pdfme keys every input by field name across the whole document (pages and header/footer alike),
 * so two fields with one name always print the same value: an error, reported on every copy after the first.
 */
import { type FieldPlace, error } from './place';
import type { Problem } from '../types';

/** One error per field whose name an earlier field (pages first, then header/footer) already uses. */
export function checkDuplicateNames(places: FieldPlace[], problems: Problem[]): void {
  const first = new Map<string, FieldPlace>();
  for (const place of places) {
    const name = place.name as string;
    const earlier = first.get(name);
    if (!earlier) {
      first.set(name, place);
      continue;
    }
    const firstWhere = earlier.pageIndex === null ? 'the header/footer' : `page ${earlier.pageIndex + 1}`;
    problems.push(
      error(
        [...place.path, 'name'],
        `${place.where}: another field on ${firstWhere} is already called “${name}”. Field names must be unique, because data is matched to fields by name.`,
      ),
    );
  }
}
