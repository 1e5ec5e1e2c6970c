/** A schematic thumbnail of a page: its fields as boxes, so pages can be told apart at a glance. */
import type { FieldSchema } from '../../../templates/types';

const WIDTH_PX = 34;

export function PageThumbnail({ fields, size }: { fields: FieldSchema[]; size: { width: number; height: number } }) {
  const height = Math.round((WIDTH_PX * size.height) / size.width);
  return (
    <svg className="page-thumb" width={WIDTH_PX} height={height} viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true">
      <rect x="0" y="0" width={size.width} height={size.height} fill="#fff" stroke="#c8ccd2" strokeWidth={size.width / 60} />
      {fields.map((field, i) => (
        <rect
          key={field.id ?? i}
          x={field.position.x}
          y={field.position.y}
          width={Math.max(field.width, 1)}
          height={Math.max(field.height, 1)}
          fill="#9aa3ae"
          opacity={0.55}
        />
      ))}
    </svg>
  );
}
