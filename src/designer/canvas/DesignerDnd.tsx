/**
 * The single DndContext: palette items (designer-panels' draggables) dropped on a page (this canvas's droppables)
 * become fields centred under the pointer. Collision is by pointer, so the drop lands where the user points.
 */
import { useState, type ReactNode } from 'react';
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { findFieldType } from '../../templates/fieldTypes';
import { canvasController } from './controller';
import { screenToPage } from './coordinates';
import { dropField } from './dropField';

// The pointer's own last position: dnd-kit's delta also counts scrolling of the dragged item's ancestors,
// which is not where the pointer is on the canvas.
let lastPointer: { x: number; y: number } | null = null;
const trackPointer = (event: PointerEvent) => {
  lastPointer = { x: event.clientX, y: event.clientY };
};

function pointerOf(event: DragEndEvent): { x: number; y: number } | null {
  if (lastPointer) return lastPointer;
  const start = event.activatorEvent as MouseEvent | null;
  if (!start || typeof start.clientX !== 'number') return null;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

export function DesignerDnd({ children }: { children: ReactNode }) {
  // a small distance keeps a click on a palette item a click (it adds the field at the page centre)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current as { kind?: string; fieldType?: string } | undefined;
    setDragging(data?.kind === 'palette' && data.fieldType ? data.fieldType : null);
    lastPointer = null;
    window.addEventListener('pointermove', trackPointer, true);
  };
  const stopTracking = () => {
    window.removeEventListener('pointermove', trackPointer, true);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    stopTracking();
    const active = event.active.data.current as { kind?: string; fieldType?: string } | undefined;
    const over = event.over?.data.current as { kind?: string; pageIndex?: number } | undefined;
    if (active?.kind !== 'palette' || !active.fieldType || over?.kind !== 'page' || over.pageIndex === undefined) return;
    const pointer = pointerOf(event);
    const placement = canvasController.placement(over.pageIndex);
    if (!pointer || !placement) return;
    dropField(active.fieldType, over.pageIndex, screenToPage(pointer, placement, canvasController.viewport()));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => {
        setDragging(null);
        stopTracking();
      }}>
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging ? <div className="drag-ghost">{findFieldType(dragging)?.label ?? dragging}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
