/** Selection boxes, the 8 resize handles and the rotate handle for the selected fields on one page. */
import type { FieldSchema } from '../../templates/types';
import { mmCss } from '../fields/units';
import { startResize, startRotate } from './gestures';
import { HANDLES } from './resizeMath';

interface Props {
  fields: FieldSchema[];
  page: number;
}

export function SelectionOverlay({ fields, page }: Props) {
  const single = fields.length === 1 ? fields[0] : null;
  return (
    <div className="selection-layer" aria-hidden="true">
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
