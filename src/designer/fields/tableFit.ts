/**
 * A table's stored box is the size it is drawn at: pdfme sizes rows by their content, so a table dropped at 20 mm
 * with rows needing 58 mm prints 38 mm taller and pushes every later field on its page down by 38 mm. Fitting the
 * stored height therefore also moves those fields by the same amount, as pdfme's getDynamicTemplate
 * (processDynamicPage) does: the PDF stays exactly as it was, and the canvas now shows it. Pure: the layout comes
 * from the engine (PlatenApi.layout); useFieldLayout applies the fixes as commands.
 */
import { findFieldType } from '../../templates/fieldTypes';
import type { FieldLayout } from '../../worker/api';
import type { FieldSchema, Template } from '../../templates/types';
import { isBlankPdf } from '../../templates/types';

/** Stored and drawn heights closer than this (mm) are equal: heights are stored rounded to 0.01 mm. */
const TOLERANCE_MM = 0.05;

/** A field's new top (mm) and/or height (mm). */
export interface BoxFix {
  id: string;
  y?: number;
  height?: number;
}

/** Height (mm) a table is drawn at on its design page: its header and the body rows that fit there. */
export function drawnTableHeight(table: NonNullable<FieldLayout['table']>): number {
  return [...table.headHeights, ...table.rowHeights].reduce((sum, height) => sum + height, 0);
}

/** One page's fixes, or none when a table there continues on another page or a field to move is locked. */
function pageFixes(fields: readonly FieldSchema[], layouts: Readonly<Record<string, FieldLayout>>, dynamic: boolean): BoxFix[] {
  // pdfme lays a page out top to bottom, fields at the same height in their stored order
  const ordered = fields.map((field, index) => ({ field, index })).sort((a, b) => a.field.position.y - b.field.position.y || a.index - b.index);
  const fixes: BoxFix[] = [];
  let offset = 0;
  let fitsTable = false;
  for (const { field } of ordered) {
    const fix: BoxFix = { id: field.id ?? '' };
    if (dynamic && Math.abs(offset) > TOLERANCE_MM / 10) fix.y = field.position.y + offset;
    const table = findFieldType(field.type)?.canvasLayout === 'table' ? layouts[field.name]?.table : undefined;
    if (table && layouts[field.name].pageOffset === 0) {
      const drawn = drawnTableHeight(table);
      if (table.fullHeight > drawn + TOLERANCE_MM) return [];
      if (drawn > 0 && Math.abs(drawn - field.height) > TOLERANCE_MM) {
        fix.height = drawn;
        fitsTable = true;
        if (dynamic) offset += drawn - field.height;
      }
    }
    if (fix.y === undefined && fix.height === undefined) continue;
    if (!field.id || field.locked === true) return [];
    fixes.push(fix);
  }
  return fitsTable ? fixes : [];
}

/** The fixes that make every table's stored height its drawn height without changing the PDF. */
export function tableHeightFixes(doc: Template, layouts: Readonly<Record<string, FieldLayout>>): BoxFix[] {
  const dynamic = isBlankPdf(doc.basePdf);
  return doc.schemas.flatMap((page) => pageFixes(page, layouts, dynamic));
}
