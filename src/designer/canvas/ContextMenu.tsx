/**
 * The right-click menu on the canvas: the edit and arrange actions of the keymap for the selection (or paste and
 * select-all on empty page space; placements.ts lists them), with their shortcuts, greyed out where they cannot act. Arrow keys move through it, Escape or a click outside closes;
 * Shift+F10 or the Menu key on a focused field opens it too, and closing gives the focus back.
 * It is rendered outside the page regions, which hold only the fields' own names.
 */
import { useEffect, useRef } from 'react';
import { isEnabled, shortLabel } from '../keymap/actionEntry';
import { displayChord } from '../keymap/keys';
import { actionById } from '../keymap/keymap';
import { FIELD_MENU, PAGE_MENU } from '../keymap/placements';
import { useActionState } from '../keymap/useActionState';
import { designer } from '../store';
import { canvasState, useCanvasState } from './canvasState';
import { focusFieldWhenShown } from './fieldFocus';

/** Opens the field menu at (x, y) px for field `id`, selecting it first unless it is part of the selection. */
export function openFieldMenu(id: string, page: number, x: number, y: number): void {
  if (!designer.getView().selection.includes(id)) designer.setView({ selection: [id], activePage: Math.max(0, page) });
  canvasState.set({ menu: { x, y, onField: true } });
}

export function ContextMenu() {
  const menu = useCanvasState((s) => s.menu);
  const state = useActionState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    // Escape or an item gives focus back to what opened the menu (a click elsewhere has put it there already)
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]:enabled')?.focus();
    const close = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) canvasState.set({ menu: null });
    };
    window.addEventListener('pointerdown', close, true);
    window.addEventListener('blur', close);
    return () => {
      window.removeEventListener('pointerdown', close, true);
      window.removeEventListener('blur', close);
      if (document.activeElement && document.activeElement !== document.body) return;
      // opened on a field: focus goes to the selection as the item left it (the copy after Duplicate), since
      // focusing a field selects it
      const [selected] = designer.getView().selection;
      if (opener?.closest('.canvas-field') && selected) focusFieldWhenShown(selected);
      else opener?.focus();
    };
  }, [menu]);
  if (!menu) return null;
  const ids: readonly string[] = menu.onField && state.selected > 0 ? FIELD_MENU : PAGE_MENU;
  const left = Math.min(menu.x, window.innerWidth - 230);
  const top = Math.min(menu.y, window.innerHeight - ids.length * 28 - 16);
  return (
    <div
      ref={ref}
      className="context-menu"
      role="menu"
      aria-label="Field actions"
      style={{ left, top }}
      onKeyDown={(event) => {
        const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:enabled') ?? [])];
        const at = items.indexOf(document.activeElement as HTMLElement);
        if (event.key === 'Escape') canvasState.set({ menu: null });
        if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
        if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
        if (['ArrowDown', 'ArrowUp', 'Escape'].includes(event.key)) event.preventDefault();
      }}
    >
      {ids.map((id, i) => {
        if (id === '-') return <div key={i} className="context-menu__rule" role="separator" />;
        const action = actionById(id);
        return (
          <button
            key={id}
            type="button"
            role="menuitem"
            className="context-menu__item"
            disabled={!isEnabled(action, state)}
            onClick={() => {
              canvasState.set({ menu: null });
              action.perform();
            }}
          >
            <span>{shortLabel(action)}</span>
            <kbd>{displayChord(action.keys[0])}</kbd>
          </button>
        );
      })}
    </div>
  );
}
