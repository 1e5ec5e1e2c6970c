/**
 * The design surface: all pages stacked at true scale in a scrolling viewport, with rulers.
 * Zoom: ctrl/cmd+wheel and trackpad pinch (Chromium sends pinch as ctrl+wheel) around the pointer.
 * Pan: wheel/trackpad scroll, space+drag, middle-button drag, two fingers on a touch screen.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDoc, useView, designer } from '../store';
import { registerTemplateFonts } from '../fields/fonts';
import { canvasController } from './controller';
import { layoutPages } from './coordinates';
import { pageSizeMm } from './pageSize';
import { ContextMenu } from './ContextMenu';
import { InlineTextEditor } from './InlineTextEditor';
import { PageView } from './PageView';
import { Rulers } from './Rulers';
import { usePinchZoom } from './usePinchZoom';
import { useMeasuredBackground } from './useMeasuredBackground';
import { useTemplateZoom } from './useTemplateZoom';
import './canvas.css';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export function Canvas() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewportWidth, setViewportWidth] = useState(1000);
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [panning, setPanning] = useState(false);
  useMeasuredBackground();
  const zoom = useView((view) => view.zoom);
  const pageCount = useDoc((doc) => doc.schemas.length);
  const pageWidth = useDoc((doc) => pageSizeMm(doc).width);
  const pageHeight = useDoc((doc) => pageSizeMm(doc).height);
  const fonts = useDoc((doc) => doc.platen?.fonts);
  // stable placements keep every PageView memoised through re-renders that do not move pages (space held, active page)
  const layout = useMemo(
    () => layoutPages(pageCount, { width: pageWidth, height: pageHeight }, zoom, viewportWidth),
    [pageCount, pageWidth, pageHeight, zoom, viewportWidth],
  );

  useEffect(() => registerTemplateFonts(fonts), [fonts]);
  usePinchZoom(viewportRef);

  // When another panel makes a page active (Pages panel, Layers), bring it into view if it is off screen.
  const activePage = useView((view) => view.activePage);
  useEffect(() => {
    const element = viewportRef.current;
    const placement = canvasController.placement(activePage);
    if (!element || !placement) return;
    const visibleTop = element.scrollTop;
    const visibleBottom = visibleTop + element.clientHeight;
    if (placement.top + placement.height < visibleTop || placement.top > visibleBottom) canvasController.scrollToPage(activePage);
  }, [activePage]);

  useLayoutEffect(() => {
    const element = viewportRef.current;
    canvasController.attach(element);
    if (!element) return;
    setViewportWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setViewportWidth(element.clientWidth));
    observer.observe(element);
    return () => {
      observer.disconnect();
      canvasController.attach(null);
    };
  }, []);

  useTemplateZoom(viewportRef);

  // After a zoom around a point, scroll so that point stays under the pointer.
  useLayoutEffect(() => {
    const scroll = canvasController.takePendingScroll();
    const element = viewportRef.current;
    if (scroll && element) {
      element.scrollLeft = scroll.scrollX;
      element.scrollTop = scroll.scrollY;
    }
  }, [zoom]);

  // ctrl/cmd+wheel zooms; it must be a non-passive listener to stop the browser zooming the whole page.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0025));
      canvasController.zoomTo(designer.getView().zoom * factor, { x: event.clientX, y: event.clientY });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  // Space held turns the pointer into a hand for panning.
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.code === 'Space' && !isTyping(event.target) && !event.repeat) {
        const target = event.target as HTMLElement;
        const viewport = viewportRef.current;
        const overCanvas = !!viewport?.matches(':hover');
        // Space still presses a focused button elsewhere, unless the pointer is over the canvas: then it pans,
        // and focus moves to the canvas so the button is not pressed when space comes up.
        if (target.tagName === 'BUTTON' && !target.closest('.canvas-viewport')) {
          if (!overCanvas) return;
          viewport?.focus({ preventScroll: true });
        }
        event.preventDefault();
        setSpaceHeld(true);
      }
    };
    const up = (event: KeyboardEvent) => event.code === 'Space' && setSpaceHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);

  const startPan = (event: React.PointerEvent) => {
    if (!(event.button === 1 || (event.button === 0 && spaceHeld))) return;
    event.preventDefault();
    event.stopPropagation();
    const element = viewportRef.current!;
    const start = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
    setPanning(true);
    const move = (e: PointerEvent) => {
      element.scrollLeft = start.left - (e.clientX - start.x);
      element.scrollTop = start.top - (e.clientY - start.y);
    };
    const up = () => {
      setPanning(false);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <div className="canvas">
      <Rulers />
      <div
        ref={viewportRef}
        className="canvas-viewport"
        tabIndex={-1}
        data-pan={spaceHeld || panning ? (panning ? 'grabbing' : 'grab') : undefined}
        onPointerDownCapture={startPan}
        onPointerDown={(event) => {
          // a press on the grey stage outside any page clears the selection
          if (event.button === 0 && event.target === event.currentTarget.firstChild) designer.setView({ selection: [] });
        }}
      >
        <div className="canvas-stage" style={{ width: layout.stageWidth, height: layout.stageHeight }}>
          {layout.pages.map((placement, index) => (
            <PageView key={index} index={index} placement={placement} zoom={zoom} />
          ))}
          <InlineTextEditor placements={layout.pages} zoom={zoom} />
        </div>
      </div>
      <ContextMenu />
    </div>
  );
}
