/**
 * A template opens at the zoom the user last chose for it, or fitted to the canvas the first time: at a fixed 100 %
 * an A4 invoice is cut off at 1280×800 (issue #17). The zoom is remembered per template as it changes. Reloading the
 * same id (another tab saved it) keeps the zoom; a template loaded without an id (tests, the benchmark) keeps it too.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { designer, useView } from '../store';
import { canvasController } from './controller';
import { rememberedZoom, rememberZoom } from './zoomMemory';

export function useTemplateZoom(viewportRef: RefObject<HTMLElement | null>): void {
  const templateId = useView((view) => view.templateId);
  const zoom = useView((view) => view.zoom);
  /** the template whose zoom has been set; until then its zoom is not the user's choice */
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!templateId || !viewportRef.current || shown.current === templateId) return;
    shown.current = templateId;
    const saved = rememberedZoom(templateId);
    if (saved !== undefined) designer.setView({ zoom: saved });
    else canvasController.fitPage();
  }, [templateId, viewportRef]);

  useEffect(() => {
    // read from the store: the layout effect above may just have changed it in this same commit
    if (templateId && shown.current === templateId) rememberZoom(templateId, designer.getView().zoom);
  }, [templateId, zoom]);
}
