/**
 * One field on a page: positioned in mm through the page's --mm variable, rotated and faded like the PDF,
 * focusable and named by its field name. Memoised on the field object, so a drag re-renders only what moved.
 *
 * The focusable control is a handle laid over the drawn body, not the body's parent: the body shows the field's
 * content (sample or record), which is not the control's label, and a control whose visible text is not in its name
 * fails WCAG 2.5.3 (label in name). A screen reader hears the same either way: the field's name, "button".
 */
import { memo } from 'react';
import type { FieldSchema } from '../../templates/types';
import { useIsUnmapped } from '../dataPanel/unmappedFields';
import { FieldBody } from '../fields/FieldBody';
import { mmCss } from '../fields/units';
import { designer } from '../store';
import { useCanvasState } from './canvasState';
import { openFieldMenu } from './ContextMenu';
import { startFieldPress } from './gestures';
import { startEditing } from './InlineTextEditor';

// Focus that follows a click must not re-select (shift-click has already toggled the selection).
let focusFromPointer = false;

interface Props {
  field: FieldSchema;
  value: string;
  page: number;
  /** header/footer field shown on a page other than the first: visible, not editable there */
  dimmed?: boolean;
}

export const CanvasField = memo(function CanvasField({ field, value, page, dimmed = false }: Props) {
  const rotate = Number(field.rotate) || 0;
  const opacity = field.opacity === undefined ? 1 : Number(field.opacity);
  const editing = useCanvasState((s) => s.editing?.id === field.id);
  // with data loaded, a field no column fills prints empty: say so on the field itself
  const unmapped = useIsUnmapped(field.name) && !dimmed;
  return (
    <div
      className="canvas-field"
      aria-hidden={dimmed || undefined}
      data-field-id={field.id}
      data-dimmed={dimmed || undefined}
      data-locked={field.locked === true || undefined}
      data-editing={editing || undefined}
      data-unmapped={unmapped || undefined}
      style={{
        left: mmCss(field.position.x),
        top: mmCss(field.position.y),
        width: mmCss(field.width),
        height: mmCss(field.height),
        transform: rotate ? `rotate(${rotate}deg)` : undefined,
        opacity: dimmed ? opacity * 0.45 : opacity,
      }}
      onPointerDown={
        dimmed
          ? undefined
          : (event) => {
              if (event.button !== 0) return;
              focusFromPointer = true;
              startFieldPress(event, field.id!, page);
            }
      }
      onDoubleClick={dimmed ? undefined : () => startEditing(field, page)}
      onContextMenu={
        dimmed
          ? undefined
          : (event) => {
              event.preventDefault();
              openFieldMenu(field.id!, page, event.clientX, event.clientY);
            }
      }
    >
      <FieldBody field={field} value={value} />
      {dimmed ? null : (
        <div
          className="canvas-field__handle"
          role="button"
          aria-label={field.name}
          tabIndex={0}
          title={unmapped ? `No data column fills “${field.name}”: it prints empty. Map one in Data › Mapping, or keep its sample as fixed content there.` : undefined}
          onKeyDown={(event) => {
            // Enter on a focused text field starts typing into it, as in drawing tools
            if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              startEditing(field, page);
            }
            // the menu a right-click opens, by keyboard, under the field
            if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
              event.preventDefault();
              const box = event.currentTarget.getBoundingClientRect();
              openFieldMenu(field.id!, page, box.left, box.bottom);
            }
          }}
          onFocus={() => {
            if (!focusFromPointer && !designer.getView().selection.includes(field.id!)) {
              designer.setView({ selection: [field.id!], activePage: Math.max(0, page) });
            }
            focusFromPointer = false;
          }}
        />
      )}
    </div>
  );
});
