/**
 * The selection in words, for the live region a screen reader reads after each selection, move or resize
 * (issue #19): "Text field ‘name’ at 20 × 30 mm, 60 × 10 mm". Pure: no DOM, no store.
 */
import { locateFields } from '../../templates/commands';
import { findFieldType } from '../../templates/fieldTypes';
import type { Template } from '../../templates/types';

/** A length in mm as spoken: at most one decimal, no trailing ".0". */
function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** What is selected and where, or '' with nothing selected. Positions are the top-left corner from the page's top-left. */
export function describeSelection(doc: Template, selection: readonly string[]): string {
  const places = locateFields(doc, selection);
  if (places.length === 0) return '';
  if (places.length > 1) return `${places.length} fields selected`;
  const { field, page } = places[0];
  const kind = findFieldType(field.type)?.label ?? field.type;
  const onPage = doc.schemas.length > 1 && page >= 0 ? ` on page ${page + 1}` : '';
  const locked = field.locked === true ? ', locked' : '';
  return `${kind} field ‘${field.name}’ at ${mm(field.position.x)} × ${mm(field.position.y)} mm, ${mm(field.width)} × ${mm(field.height)} mm${onPage}${locked}`;
}
