/**
 * The mounted canvas, as the top bar, keymap and drop handling need it: the current viewport and page layout for
 * screen↔page conversion, and zoom operations that keep a point in place. One canvas exists at a time.
 */
import { designer } from '../store';
import { canvasState } from './canvasState';
import { pageSizeMm } from './pageSize';
import {
  clampZoom, fitPageZoom, fitWidthZoom, layoutPages, screenToPage, scrollForZoomAround, stepZoom, STAGE_PADDING_PX,
  type PagePlacement, type ScreenPoint, type Viewport,
} from './coordinates';

let element: HTMLElement | null = null;
/** Scroll to apply after the next render at a new zoom (zoom around a point). */
let pendingScroll: { scrollX: number; scrollY: number } | null = null;

export const canvasController = {
  attach(viewportElement: HTMLElement | null) {
    element = viewportElement;
  },
  element: () => element,
  viewport(): Viewport {
    const rect = element?.getBoundingClientRect();
    return {
      zoom: designer.getView().zoom,
      scrollX: element?.scrollLeft ?? 0,
      scrollY: element?.scrollTop ?? 0,
      originX: rect?.left ?? 0,
      originY: rect?.top ?? 0,
    };
  },
  layout(zoom = designer.getView().zoom) {
    const doc = designer.getDoc();
    return layoutPages(doc.schemas.length, pageSizeMm(doc), zoom, element?.clientWidth ?? 1000);
  },
  placement(page: number, zoom?: number): PagePlacement | undefined {
    return this.layout(zoom).pages[page];
  },
  /** The page under a client point and the point on it in mm (nearest page if between pages). */
  hit(point: ScreenPoint): { page: number; at: { x: number; y: number } } | null {
    const viewport = this.viewport();
    let best: { page: number; at: { x: number; y: number }; distance: number } | null = null;
    this.layout().pages.forEach((placement, page) => {
      const stageY = point.y - viewport.originY + viewport.scrollY;
      const distance = stageY < placement.top ? placement.top - stageY : Math.max(0, stageY - placement.top - placement.height);
      if (!best || distance < best.distance) best = { page, at: screenToPage(point, placement, viewport), distance };
    });
    return best;
  },
  takePendingScroll() {
    const scroll = pendingScroll;
    pendingScroll = null;
    return scroll;
  },
  /** Zooms keeping the page point under `around` (client px; default the viewport centre) in place. */
  zoomTo(nextZoom: number, around?: ScreenPoint) {
    const zoom = clampZoom(nextZoom);
    const viewport = this.viewport();
    if (zoom === viewport.zoom) return;
    if (element) {
      const rect = element.getBoundingClientRect();
      const pointer = around ?? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      const page = this.hit(pointer)?.page ?? 0;
      const now = this.placement(page);
      const next = this.placement(page, zoom);
      if (now && next) pendingScroll = scrollForZoomAround(pointer, now, viewport, next, zoom);
    }
    designer.setView({ zoom });
  },
  zoomStep(direction: 1 | -1) {
    this.zoomTo(stepZoom(designer.getView().zoom, direction));
  },
  fitWidth() {
    const zoom = fitWidthZoom(pageSizeMm(designer.getDoc()).width, element?.clientWidth ?? 1000);
    canvasState.set({ fitted: { mode: 'width', zoom } });
    designer.setView({ zoom });
  },
  /** Fits the page width when the page is wider than the viewport (e.g. the viewport just narrowed). */
  fitWidthIfCut() {
    const placement = this.placement(0);
    if (element && placement && placement.width > element.clientWidth - 2 * STAGE_PADDING_PX) this.fitWidth();
  },
  fitPage() {
    const zoom = fitPageZoom(pageSizeMm(designer.getDoc()), { width: element?.clientWidth ?? 1000, height: element?.clientHeight ?? 800 });
    const page = designer.getView().activePage;
    canvasState.set({ fitted: { mode: 'page', zoom } });
    designer.setView({ zoom });
    requestAnimationFrame(() => this.scrollToPage(page));
  },
  /** Scrolls so a page's top is in view. */
  scrollToPage(page: number) {
    const placement = this.placement(page);
    if (element && placement) element.scrollTo({ top: placement.top - 16 });
  },
};
