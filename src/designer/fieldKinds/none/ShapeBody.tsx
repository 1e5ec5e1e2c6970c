import { findFieldType } from '../../../templates/fieldTypes';
import type { FieldSchema } from '../../../templates/types';
import { colour, mmCss } from '../../fields/units';

/** Rectangles, ellipses and lines: drawn from the field's own box and colours. */
export function ShapeBody({ field }: { field: FieldSchema }) {
  const shape = findFieldType(field.type)?.shape;
  if (shape === 'line') return <div className="field-body" style={{ background: colour(field.color, '#000000') }} />;
  const border = Number(field.borderWidth) || 0;
  return (
    <div
      className="field-body"
      style={{
        boxSizing: 'border-box',
        background: colour(field.color),
        border: border > 0 ? `${mmCss(border)} solid ${colour(field.borderColor, '#000000')}` : undefined,
        borderRadius: shape === 'ellipse' ? '50%' : mmCss(field.radius ?? 0),
      }}
    />
  );
}
