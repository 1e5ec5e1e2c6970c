/**
 * The reading order of a tagged PDF drawn on the page (Layers → Show reading order): each field a screen reader reads
 * numbered in the order it reads them, which is the Layers order (src/templates/accessibility.ts readingOrder).
 * Reorder in Layers to change it. A picture for sighted users: the same order is in the Layers list for everyone.
 */
import { readingOrder } from '../../templates/accessibility';
import type { FieldSchema } from '../../templates/types';
import { mmCss } from '../fields/units';

export function ReadingOrder({ fields }: { fields: readonly FieldSchema[] }) {
  const order = readingOrder(fields);
  return (
    <div className="reading-order" aria-hidden="true">
      {fields.map((field) => {
        const place = order.get(field.id ?? '');
        if (place === undefined) return null;
        return (
          <span key={field.id} className="reading-order__badge" style={{ left: mmCss(field.position.x), top: mmCss(field.position.y) }}>
            {place}
          </span>
        );
      })}
    </div>
  );
}
