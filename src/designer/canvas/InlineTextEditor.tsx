/**
 * Editing a text field's wording in place (double-click, or Enter on a selected text field): a textarea over the
 * field in the same face, size and alignment. Enter with Ctrl/⌘ or leaving commits one undo entry; Escape cancels.
 * It sits on the stage, outside the page region, so the region holds only the fields' own names.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { locateField, updateFields } from '../../templates/commands';
import { findFieldType } from '../../templates/fieldTypes';
import type { FieldSchema } from '../../templates/types';
import { verticalAdjustmentPt } from '../fields/fontMetrics';
import { textStyle } from '../fieldKinds/text/TextBody';
import { boxBorderCss, mmCss, ptCss, side } from '../fields/units';
import { designer, useDoc } from '../store';
import { canvasState, useCanvasState } from './canvasState';
import { focusFieldHandle } from './fieldFocus';
import type { PagePlacement } from './coordinates';

/** The property holding the wording that can be typed on the canvas (the catalogue's `wording` trait), if any. */
export function editableTextProperty(field: FieldSchema): 'content' | 'text' | null {
  return findFieldType(field.type)?.wording ?? null;
}

/** Shown under the box while editing (Enter alone is a new line in a text field). */
export const EDIT_HINT = 'Click outside or Ctrl/⌘+Enter to keep · Esc to cancel';

export function startEditing(field: FieldSchema, page: number) {
  if (editableTextProperty(field) && field.locked !== true) canvasState.set({ editing: { id: field.id!, page: Math.max(0, page) } });
}

export function InlineTextEditor({ placements, zoom }: { placements: PagePlacement[]; zoom: number }) {
  const editing = useCanvasState((s) => s.editing);
  const field = useDoc((doc) => (editing ? (locateField(doc, editing.id)?.field ?? null) : null));
  if (!editing || !field || !placements[editing.page]) return null;
  return <Editor key={field.id} field={field} placement={placements[editing.page]} zoom={zoom} />;
}

function Editor({ field, placement, zoom }: { field: FieldSchema; placement: PagePlacement; zoom: number }) {
  const property = editableTextProperty(field)!;
  const original = String(field[property] ?? '');
  const [value, setValue] = useState(original);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit && value !== original) designer.run(updateFields, { ids: [field.id!], patch: { [property]: value } });
    canvasState.set({ editing: null });
    // keyboard work goes on from the field itself
    requestAnimationFrame(() => focusFieldHandle(field.id!));
  };
  // the same first-line offset as the drawn field, so the words do not jump when editing starts
  const adjust = verticalAdjustmentPt(field.fontName, Number(field.fontSize) || 13, Number(field.lineHeight) || 1, 'top');
  const box = boxBorderCss(field.borderWidth, 'transparent', field.padding);
  const style = {
    ...textStyle(field),
    padding: box.padding,
    paddingTop: `calc(${mmCss(side(field.borderWidth, 'top') + side(field.padding, 'top'))} + ${ptCss(adjust.top)})`,
    left: placement.left,
    top: placement.top,
    '--mm': `${(zoom * 96) / 25.4}px`,
    '--pt': `${(zoom * 96) / 72}px`,
    marginLeft: mmCss(field.position.x),
    marginTop: mmCss(field.position.y),
    width: mmCss(field.width),
    minHeight: mmCss(field.height),
    transform: field.rotate ? `rotate(${Number(field.rotate)}deg)` : undefined,
  } as CSSProperties;
  // Escape throws the edit away while a click outside keeps it: the hint under the box says which is which.
  const hint = { left: placement.left, top: placement.top, '--mm': style['--mm' as keyof CSSProperties], marginLeft: style.marginLeft, marginTop: mmCss(field.position.y + field.height) } as CSSProperties;
  return (
    <>
    <div id={`inline-hint-${field.id}`} className="inline-editor__hint" style={hint}>
      {EDIT_HINT}
    </div>
    <textarea
      ref={ref}
      className="inline-editor"
      aria-label={`Text of ${field.name}`}
      aria-describedby={`inline-hint-${field.id}`}
      style={style}
      value={value}
      spellCheck={false}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') finish(false);
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) finish(true);
      }}
    />
    </>
  );
}
