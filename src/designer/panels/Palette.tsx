/**
 * The field palette: every pdfme field type, grouped. Drag an item onto a page (designer-core's DndContext adds it
 * under the pointer), or click it to add the field at the centre of the active page.
 */
import { useDraggable } from '@dnd-kit/core';
import { FIELD_GROUPS, FIELD_TYPES, type FieldType } from '../../templates/fieldTypes';
import { dropField } from '../canvas/dropField';
import { focusFieldWhenShown } from '../canvas/fieldFocus';
import { designer } from '../store';
import { FieldTypeIcon } from '../fieldKinds/registry';
import { pageSizeMm } from './pageGeometry';
import '../ui/panels.css';

/**
 * Adds a field of `type` centred on the active page and selects it (one undo entry); returns its id. Goes through
 * designer-core's dropField so a click and a drop give the same field (unique name, the last style used for that type).
 */
export function addFieldAtPageCentre(type: string): string {
  const doc = designer.getDoc();
  const page = Math.max(0, Math.min(designer.getView().activePage, doc.schemas.length - 1));
  const size = pageSizeMm(doc);
  return dropField(type, page, { x: size.width / 2, y: size.height / 2 });
}

function PaletteItem({ fieldType }: { fieldType: FieldType }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: 'palette:' + fieldType.type,
    data: { kind: 'palette', fieldType: fieldType.type },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="palette__item"
      data-dragging={isDragging || undefined}
      {...listeners}
      {...attributes}
      // dnd-kit gives the button role="button" and a roledescription; keep the accessible name the plain label.
      aria-roledescription={undefined}
      aria-describedby={undefined}
      title={`Add ${fieldType.label} — click (or Enter) for the page centre, or drag onto a page`}
      // focus follows the new field, so arrow keys move it and Enter types into it (issue #19)
      onClick={() => focusFieldWhenShown(addFieldAtPageCentre(fieldType.type))}
    >
      <FieldTypeIcon type={fieldType.type} />
      <span>{fieldType.label}</span>
    </button>
  );
}

export function Palette() {
  return (
    <section className="panel palette" aria-labelledby="palette-title">
      <h2 id="palette-title" className="panel__title">
        Fields
      </h2>
      {FIELD_GROUPS.map((group) => {
        const types = FIELD_TYPES.filter((fieldType) => fieldType.group === group);
        if (types.length === 0) return null;
        return (
          <div key={group} className="palette__group" role="group" aria-labelledby={`palette-group-${group}`}>
            <h3 id={`palette-group-${group}`} className="panel__subtitle">
              {group}
            </h3>
            <div className="palette__grid">
              {types.map((fieldType) => (
                <PaletteItem key={fieldType.type} fieldType={fieldType} />
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
