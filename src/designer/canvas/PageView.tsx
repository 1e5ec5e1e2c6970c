/**
 * One page at true scale: the droppable region "Page N" with its background (blank or the uploaded PDF page),
 * margins, header/footer fields, the fields, the selection and snap guides.
 */
import { memo, type CSSProperties } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { FieldSchema } from '../../templates/types';
import { isBlankPdf } from '../../templates/types';
import { fillPlaceholders, shownValue } from '../fields/fieldValue';
import { mmCss } from '../fields/units';
import { designer, useDoc, useView } from '../store';
import { canvasState, useCanvasState } from './canvasState';
import { BasePdf } from './BasePdf';
import { CanvasField } from './CanvasField';
import { ReadingOrder } from './ReadingOrder';
import type { PagePlacement } from './coordinates';
import { startMarquee } from './gestures';
import { Guides } from './Guides';
import { SelectionOverlay } from './SelectionOverlay';

const NO_FIELDS: FieldSchema[] = [];

interface Props {
  index: number;
  placement: PagePlacement;
  zoom: number;
}

export const PageView = memo(function PageView({ index, placement, zoom }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: 'page:' + index, data: { kind: 'page', pageIndex: index } });
  const fields = useDoc((doc) => doc.schemas[index] ?? NO_FIELDS);
  const basePdf = useDoc((doc) => doc.basePdf);
  const pageCount = useDoc((doc) => doc.schemas.length);
  const record = useView((view) => view.previewRecord);
  const hidden = useView((view) => view.hiddenFieldIds);
  const selection = useView((view) => view.selection);
  const active = useView((view) => view.activePage === index);
  const readingOrderShown = useCanvasState((state) => state.readingOrder);
  const staticFields = isBlankPdf(basePdf) ? (basePdf.staticSchema ?? NO_FIELDS) : NO_FIELDS;
  const padding = isBlankPdf(basePdf) ? basePdf.padding : null;
  const visible = (f: FieldSchema) => !hidden.includes(f.id!);
  const selectable = index === 0 ? [...staticFields, ...fields] : fields;
  const selected = selectable.filter((f) => selection.includes(f.id!) && visible(f));
  const style = {
    left: placement.left,
    top: placement.top,
    width: placement.width,
    height: placement.height,
    '--mm': `${(zoom * 96) / 25.4}px`,
    '--pt': `${(zoom * 96) / 72}px`,
  } as CSSProperties;
  return (
    <section
      ref={setNodeRef}
      className="page"
      role="region"
      aria-label={`Page ${index + 1}`}
      data-page={index}
      data-active={active || undefined}
      data-drop-over={isOver || undefined}
      style={style}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as HTMLElement).closest('.canvas-field, .selection-layer')) return;
        startMarquee(event, index);
      }}
      onContextMenu={(event) => {
        if ((event.target as HTMLElement).closest('.canvas-field')) return;
        event.preventDefault();
        designer.setView({ activePage: index });
        canvasState.set({ menu: { x: event.clientX, y: event.clientY, onField: false } });
      }}
    >
      {typeof basePdf === 'string' ? <BasePdf pdf={basePdf} pageIndex={index} widthPx={placement.width} heightPx={placement.height} /> : null}
      {padding && padding.some((p) => p > 0) ? (
        <div
          className="page-margins"
          aria-hidden="true"
          style={{ top: mmCss(padding[0]), right: mmCss(padding[1]), bottom: mmCss(padding[2]), left: mmCss(padding[3]) }}
        />
      ) : null}
      {staticFields.filter(visible).map((field) => (
        <CanvasField
          key={field.id}
          field={field}
          // header/footer text shows its page numbers as the PDF will print them
          value={fillPlaceholders(shownValue(field, record), { currentPage: index + 1, totalPages: pageCount })}
          page={index === 0 ? -1 : index}
          dimmed={index !== 0}
        />
      ))}
      {fields.filter(visible).map((field) => (
        <CanvasField key={field.id} field={field} value={shownValue(field, record)} page={index} />
      ))}
      {readingOrderShown ? <ReadingOrder fields={fields.filter(visible)} /> : null}
      {selected.length ? <SelectionOverlay fields={selected} page={index === 0 ? 0 : index} /> : null}
      <Guides page={index} />
    </section>
  );
});
