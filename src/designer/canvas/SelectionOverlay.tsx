/** Selection boxes, the 8 resize handles and the rotate handle for the selected fields on one page. */
import type { FieldSchema } from '../../templates/types';
import { mmCss } from '../fields/units';
import { startResize, startRotate } from './gestures';
import { HANDLES } from './resizeMath';

interface Props {
  fields: FieldSchema[];
  page: number;
}

/** The box holding every field as drawn (rotated about its centre, as the canvas rotates it), mm on the page. */
export function groupBounds(fields: FieldSchema[]): { x: number; y: number; width: number; height: number } {
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const { position, width, height, rotate } of fields) {
    const angle = ((Number(rotate) || 0) * Math.PI) / 180;
    const cx = position.x + width / 2, cy = position.y + height / 2;
    const halfW = (Math.abs(Math.cos(angle)) * width + Math.abs(Math.sin(angle)) * height) / 2;
    const halfH = (Math.abs(Math.sin(angle)) * width + Math.abs(Math.cos(angle)) * height) / 2;
    left = Math.min(left, cx - halfW);
    right = Math.max(right, cx + halfW);
    top = Math.min(top, cy - halfH);
    bottom = Math.max(bottom, cy + halfH);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function SelectionOverlay({ fields, page }: Props) {
  const single = fields.length === 1 ? fields[0] : null;
  const group = fields.length > 1 ? groupBounds(fields) : null;
  return (
    <div className="selection-layer" aria-hidden="true">
      {group ? (
        <div
          className="selection-group"
          data-count={fields.length}
          style={{ left: mmCss(group.x), top: mmCss(group.y), width: mmCss(group.width), height: mmCss(group.height) }}
        />
      ) : null}
      {fields.map((field) => {
        const editable = single === field && field.locked !== true;
        return (
          <div
            key={field.id}
            className="selection-box"
            data-locked={field.locked === true || undefined}
            style={{
              left: mmCss(field.position.x),
              top: mmCss(field.position.y),
              width: mmCss(field.width),
              height: mmCss(field.height),
              transform: field.rotate ? `rotate(${Number(field.rotate)}deg)` : undefined,
            }}
          >
            {editable ? (
              <>
                {HANDLES.map((handle) => (
                  <span
                    key={handle}
                    className={`selection-handle selection-handle--${handle}`}
                    data-handle={handle}
                    onPointerDown={(event) => event.button === 0 && startResize(event, field.id!, page, handle)}
                  />
                ))}
                <span className="selection-rotate" data-handle="rotate" onPointerDown={(event) => event.button === 0 && startRotate(event, field.id!, page)} />
              </>
            ) : null}
            {field.locked === true ? <span className="selection-lock">🔒</span> : null}
          </div>
        );
      })}
    </div>
  );
}
