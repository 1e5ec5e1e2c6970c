/**
 * A template opens at the zoom the user last chose for it, or fitted to the canvas: at a fixed 100 % an A4 invoice
 * is cut off at 1280×800 (issue #17). A zoom the user picks is remembered per template; the fitted one is not, so a
 * template never zoomed fits whatever window it is opened in. Reloading the same id (another tab saved it) keeps the
 * zoom; a template loaded without an id (tests, the benchmark) keeps it too.
 *
 * An id given to the document already shown (autosave making an unsaved document a library entry, a conflict
 * saved as a copy) is the same document: it keeps the zoom it is shown at. Refitting then made the page jump under
 * the pointer a moment after opening, in the middle of a drag (view.opened tells a new id from a new document).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { designer, useView } from '../store';
import { canvasController } from './controller';
import { rememberedZoom, rememberZoom } from './zoomMemory';

export function useTemplateZoom(viewportRef: RefObject<HTMLElement | null>): void {
  const templateId = useView((view) => view.templateId);
  const opened = useView((view) => view.opened);
  const zoom = useView((view) => view.zoom);
  /** the template whose zoom has been set; until then its zoom is not the user's choice */
  const shown = useRef<string | null>(null);
  /** which load() that template came from (view.opened) */
  const shownOpening = useRef<number | null>(null);
  /** the zoom fitted on opening, null when a remembered one was restored */
  const fitted = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (!viewportRef.current) return;
    if (shownOpening.current === opened || (templateId !== null && shown.current === templateId)) {
      shown.current = templateId;
      shownOpening.current = opened;
      return;
    }
    if (!templateId) {
      // loaded without an id: keeps the zoom, which is nobody's choice for this document (nothing opened yet: wait)
      if (opened > 0) {
        shown.current = null;
        shownOpening.current = opened;
        fitted.current = designer.getView().zoom;
      }
      return;
    }
    shown.current = templateId;
    shownOpening.current = opened;
    const saved = rememberedZoom(templateId);
    if (saved !== undefined) {
      fitted.current = null;
      designer.setView({ zoom: saved });
    } else {
      canvasController.fitPage();
      fitted.current = designer.getView().zoom;
    }
  }, [templateId, opened, viewportRef]);

  useEffect(() => {
    if (!templateId || shown.current !== templateId) return;
    // read from the store: the layout effect above may just have changed it in this same commit
    const now = designer.getView().zoom;
    rememberZoom(templateId, now === fitted.current ? undefined : now);
  }, [templateId, zoom]);
}
