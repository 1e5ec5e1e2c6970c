/** One field in the layers list: select, rename inline, lock, hide, move up/down, drag to reorder. */
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import { findFieldType } from '../../templates/fieldTypes';
import type { FieldSchema } from '../../templates/types';
import { fieldNameProblem } from './properties/IdentityEditor';
import { DownIcon, GripIcon, PencilIcon, UpIcon } from '../ui/icons';

export interface LayerActions {
  select(id: string, additive: boolean): void;
  rename(id: string, name: string): void;
  toggleLock(field: FieldSchema): void;
  toggleHidden(id: string): void;
  /** Moves one step towards the top (up) or the bottom (down) of the stack. */
  step(field: FieldSchema, direction: 'up' | 'down'): void;
  startDrag(id: string, event: ReactPointerEvent): void;
}

interface Props {
  field: FieldSchema;
  selected: boolean;
  hidden: boolean;
  isTop: boolean;
  isBottom: boolean;
  dropTarget: boolean;
  actions: LayerActions;
}

const eye = (open: boolean) => (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true">
    <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
    {open ? <circle cx="8" cy="8" r="2" /> : <path d="M2.5 13.5l11-11" />}
  </svg>
);
const lock = (closed: boolean) => (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true">
    <rect x="3.5" y="7" width="9" height="7" rx="1" />
    <path d={closed ? 'M5.5 7V5a2.5 2.5 0 0 1 5 0v2' : 'M5.5 7V5a2.5 2.5 0 0 1 5 0'} />
  </svg>
);

export function LayerRow({ field, selected, hidden, isTop, isBottom, dropTarget, actions }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(field.name);
  const [error, setError] = useState<string | null>(null);
  const id = field.id!;
  const locked = field.locked === true;
  const startEditing = () => {
    setDraft(field.name);
    setEditing(true);
  };

  const commit = () => {
    const problem = fieldNameProblem(draft, field);
    if (problem) return setError(problem);
    if (draft.trim() !== field.name) actions.rename(id, draft.trim());
    setEditing(false);
    setError(null);
  };

  return (
    <li className="layer" data-selected={selected || undefined} data-layer-id={id} data-hidden={hidden || undefined} data-drop-target={dropTarget || undefined}>
      <span className="layer__handle" aria-hidden="true" onPointerDown={(e) => actions.startDrag(id, e)} title="Drag to reorder">
        <GripIcon />
      </span>
      {editing ? (
        <span style={{ flex: 1 }}>
          <input
            type="text"
            autoFocus
            aria-label={`Rename ${field.name}`}
            aria-invalid={error ? true : undefined}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') {
                setEditing(false);
                setError(null);
              }
            }}
          />
          {error && (
            <span className="prop__error" role="alert">
              {error}
            </span>
          )}
        </span>
      ) : (
        <button
          type="button"
          className="layer__name"
          aria-pressed={selected}
          title={`${field.name}: double-click or F2 to rename`}
          onClick={(e) => actions.select(id, e.shiftKey || e.metaKey || e.ctrlKey)}
          onDoubleClick={startEditing}
          onKeyDown={(e) => {
            if (e.key === 'F2') startEditing();
          }}
        >
          {field.name}
        </button>
      )}
      {/* beside the button, not in it: the button's name is the field's name, as on the canvas (WCAG 2.5.3) */}
      <span className="layer__type">{findFieldType(field.type)?.label ?? field.type}</span>
      <button type="button" className="icon-button layer__extra" aria-label={`Rename ${field.name}`} hidden={editing} onClick={startEditing}>
        <PencilIcon />
      </button>
      <button type="button" className="icon-button layer__extra" aria-label={`Move ${field.name} up`} disabled={isTop} onClick={() => actions.step(field, 'up')}>
        <UpIcon />
      </button>
      <button type="button" className="icon-button layer__extra" aria-label={`Move ${field.name} down`} disabled={isBottom} onClick={() => actions.step(field, 'down')}>
        <DownIcon />
      </button>
      <button type="button" className="icon-button" aria-label={`Lock ${field.name}`} aria-pressed={locked} onClick={() => actions.toggleLock(field)}>
        {lock(locked)}
      </button>
      <button type="button" className="icon-button" aria-label={`Hide ${field.name}`} aria-pressed={hidden} onClick={() => actions.toggleHidden(id)}>
        {eye(!hidden)}
      </button>
    </li>
  );
}
