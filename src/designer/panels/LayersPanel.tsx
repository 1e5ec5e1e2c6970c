/**
 * Layers: each page's fields from top (drawn last) to bottom. Select (shift adds), rename inline, lock, hide on the
 * canvas (view state only), reorder by dragging the handle or with the up/down buttons.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { locateField } from '../../templates/commands/locate';
import { renameField } from '../../templates/commands/renameField';
import { reorderField } from '../../templates/commands/reorderField';
import { setFieldLocked } from '../../templates/commands/setFieldLocked';
import { isBlankPdf, type FieldSchema } from '../../templates/types';
import { designer, useDoc, useView } from '../store';
import { LayerRow, type LayerActions } from './LayerRow';
import { canvasState, useCanvasState } from '../canvas/canvasState';
import '../ui/panels.css';

/** Numbers each field on the canvas in a screen reader's reading order: the order of this list, from the bottom. */
function ReadingOrderToggle() {
  const shown = useCanvasState((state) => state.readingOrder);
  return (
    <label className="layers__reading-order">
      <input type="checkbox" checked={shown} onChange={(event) => canvasState.set({ readingOrder: event.target.checked })} />
      <span>Show reading order on the page (tagged PDF reads the layers from the bottom up)</span>
    </label>
  );
}

interface Drag {
  id: string;
  /** id of the row the pointer is over */
  overId: string | null;
}

export function LayersPanel() {
  const schemas = useDoc((d) => d.schemas);
  const staticFields = useDoc((d) => (isBlankPdf(d.basePdf) ? d.basePdf.staticSchema : undefined));
  const selection = useView((v) => v.selection);
  const hidden = useView((v) => v.hiddenFieldIds);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  dragRef.current = drag;

  // Pointer drag of a row: follow the pointer over rows of the same page, drop with one reorderField.
  useEffect(() => {
    if (!drag) return;
    const move = (e: PointerEvent) => {
      const row = (document.elementFromPoint(e.clientX, e.clientY) as HTMLElement | null)?.closest<HTMLElement>('[data-layer-id]');
      setDrag((d) => (d ? { ...d, overId: row?.dataset.layerId ?? null } : d));
    };
    const up = () => {
      const current = dragRef.current;
      setDrag(null);
      if (!current?.overId || current.overId === current.id) return;
      const doc = designer.getDoc();
      const from = locateField(doc, current.id);
      const to = locateField(doc, current.overId);
      if (from && to && from.page === to.page) designer.run(reorderField, { id: current.id, to: to.index });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up, { once: true });
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [drag !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  const startDrag = useCallback((id: string, e: ReactPointerEvent) => {
    e.preventDefault();
    setDrag({ id, overId: id });
  }, []);

  const actions: LayerActions = useMemo(
    () => ({
      select(id, additive) {
        const current = designer.getView().selection;
        const place = locateField(designer.getDoc(), id);
        const selection = additive ? (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]) : [id];
        designer.setView({ selection, ...(place && place.page >= 0 ? { activePage: place.page } : {}) });
      },
      rename: (id, name) => designer.run(renameField, { id, name }),
      toggleLock: (field) => designer.run(setFieldLocked, { ids: [field.id!], locked: field.locked !== true }),
      toggleHidden(id) {
        const ids = designer.getView().hiddenFieldIds;
        designer.setView({ hiddenFieldIds: ids.includes(id) ? ids.filter((h) => h !== id) : [...ids, id] });
      },
      step(field, direction) {
        const place = locateField(designer.getDoc(), field.id!);
        if (place) designer.run(reorderField, { id: field.id!, to: place.index + (direction === 'up' ? 1 : -1) });
      },
      startDrag,
    }),
    [startDrag],
  );

  const rowProps = { selection, hidden, drag, actions };
  return (
    <section className="panel layers" aria-labelledby="layers-title">
      <h2 id="layers-title" className="panel__title">
        Layers
      </h2>
      <ReadingOrderToggle />
      {schemas.map((fields, page) => (
        <LayerGroup key={page} title={schemas.length > 1 ? `Page ${page + 1}` : null} label={`Layers of page ${page + 1}`} fields={fields} {...rowProps} />
      ))}
      {staticFields && staticFields.length > 0 && (
        <LayerGroup title="Header & footer (every page)" label="Header and footer layers" fields={staticFields} {...rowProps} />
      )}
    </section>
  );
}

interface GroupProps {
  title: string | null;
  label: string;
  fields: FieldSchema[];
  selection: string[];
  hidden: string[];
  drag: Drag | null;
  actions: LayerActions;
}

/**
 * ↑ / ↓ on a layer's name selects the field above / below it in the list (issue #19). Handled here, so the keymap's
 * nudge (arrow keys with a selection) does not also move the field.
 */
function selectNeighbourLayer(event: KeyboardEvent<HTMLUListElement>) {
  if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  const current = (event.target as HTMLElement).closest('.layer__name');
  if (!current) return;
  const names = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.layer__name')];
  const next = names[names.indexOf(current as HTMLButtonElement) + (event.key === 'ArrowUp' ? -1 : 1)];
  event.preventDefault();
  if (!next) return;
  next.focus();
  next.click();
}

/** One page's fields (or the header/footer fields), topmost first. */
function LayerGroup({ title, label, fields, selection, hidden, drag, actions }: GroupProps) {
  return (
    <div role="group" aria-label={label}>
      {title && <h3 className="layers__page">{title}</h3>}
      {fields.length === 0 ? (
        <p className="panel__empty">No fields on this page yet.</p>
      ) : (
        <ul className="layers__list" onKeyDown={selectNeighbourLayer}>
          {[...fields].reverse().map((field, i) => (
            <LayerRow
              key={field.id ?? field.name}
              field={field}
              selected={selection.includes(field.id!)}
              hidden={hidden.includes(field.id!)}
              isTop={i === 0}
              isBottom={i === fields.length - 1}
              dropTarget={drag !== null && drag.overId === field.id && drag.id !== field.id}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
