/**
 * A palette item dropped on a page: the new field is centred under the pointer, kept on the page, named uniquely
 * and styled like the last field of its type the user edited. One undo entry; the new field becomes the selection.
 */
import { addField } from '../../templates/commands';
import { createField } from '../../templates/fieldTypes';
import { newFieldId } from '../../templates/ids';
import { roundMm } from '../../templates/units';
import { designer } from '../store';
import { rememberedStyle } from '../store/styleMemory';
import { pageSizeMm } from './pageSize';

/** Adds a field of `type` with its centre at `at` (mm) on `page`; returns the new field's id. */
export function dropField(type: string, page: number, at: { x: number; y: number }): string {
  const doc = designer.getDoc();
  const size = pageSizeMm(doc);
  const base = { ...createField(type, type, { x: 0, y: 0 }), ...(rememberedStyle(type) ?? {}) };
  const x = Math.min(Math.max(0, at.x - base.width / 2), Math.max(0, size.width - base.width));
  const y = Math.min(Math.max(0, at.y - base.height / 2), Math.max(0, size.height - base.height));
  const id = newFieldId();
  designer.run(addField, { page, field: { ...base, id, position: { x: roundMm(x), y: roundMm(y) } } });
  designer.setView({ selection: [id], activePage: page });
  return id;
}
