/** Keyboard focus on canvas fields: each field's focusable handle (see CanvasField). */

function handleOf(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(id)}"] > .canvas-field__handle`);
}

/** Focuses field `id` on the canvas, if it is shown. */
export function focusFieldHandle(id: string): void {
  handleOf(id)?.focus();
}

/**
 * Focuses field `id` once React has drawn it (a field just added is not in the DOM yet); gives up after a few
 * frames, e.g. if the field went onto a page scrolled out of the rendered range.
 */
export function focusFieldWhenShown(id: string, framesLeft = 10): void {
  const handle = handleOf(id);
  if (handle) handle.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusFieldWhenShown(id, framesLeft - 1));
}
