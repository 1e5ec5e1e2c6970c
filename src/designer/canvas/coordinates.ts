/**
 * The one place where page millimetres meet screen pixels. Pages are stacked vertically on a stage inside a
 * scrolling viewport; a page point (mm) maps to a client point (CSS px) through the zoom, the page's place on the
 * stage and the scroll offset. Pure, so the round trip is tested at several zooms and scrolls.
 */
import { mmToPx, pxToMm, mm, px, type Px } from '../../templates/units';
import type { PositionMm } from '../../templates/types';

export interface ScreenPoint {
  /** CSS px, client coordinates (as in PointerEvent.clientX/Y) */
  x: number;
  y: number;
}

export interface Viewport {
  /** 1 = 100 % */
  zoom: number;
  /** scrollLeft/scrollTop of the viewport element, px */
  scrollX: number;
  scrollY: number;
  /** client position of the viewport element's top-left corner, px */
  originX: number;
  originY: number;
}

/** Where a page's top-left corner sits on the stage (px, unscrolled, at the current zoom). */
export interface PagePlacement {
  left: Px;
  top: Px;
  width: Px;
  height: Px;
}

/** Space around and between pages on the stage, px (screen space: does not scale with zoom). */
export const STAGE_PADDING_PX = 40;
export const PAGE_GAP_PX = 32;

/** Zoom limits: 25 % – 400 %. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 1000) / 1000));
}

/** Stage px per mm at a zoom. */
export function pxPerMm(zoom: number): number {
  return mmToPx(mm(1), zoom);
}

/**
 * Lays out `count` pages of one size (mm) top to bottom, centred horizontally in a viewport `viewportWidth` px wide.
 * Returns each page's placement and the stage size.
 */
export function layoutPages(
  count: number,
  pageMm: { width: number; height: number },
  zoom: number,
  viewportWidth: number,
): { pages: PagePlacement[]; stageWidth: number; stageHeight: number } {
  const width = mmToPx(mm(pageMm.width), zoom);
  const height = mmToPx(mm(pageMm.height), zoom);
  const stageWidth = Math.max(viewportWidth, width + 2 * STAGE_PADDING_PX);
  const left = px((stageWidth - width) / 2);
  const pages: PagePlacement[] = [];
  for (let i = 0; i < count; i++) {
    pages.push({ left, top: px(STAGE_PADDING_PX + i * (height + PAGE_GAP_PX)), width, height });
  }
  const stageHeight = STAGE_PADDING_PX * 2 + count * height + Math.max(0, count - 1) * PAGE_GAP_PX;
  return { pages, stageWidth, stageHeight };
}

/** A point on a page (mm from its top-left) to client px. */
export function pageToScreen(point: PositionMm, page: PagePlacement, viewport: Viewport): ScreenPoint {
  return {
    x: viewport.originX - viewport.scrollX + page.left + mmToPx(mm(point.x), viewport.zoom),
    y: viewport.originY - viewport.scrollY + page.top + mmToPx(mm(point.y), viewport.zoom),
  };
}

/** Client px to a point on a page (mm from its top-left; may be outside the page). */
export function screenToPage(point: ScreenPoint, page: PagePlacement, viewport: Viewport): PositionMm {
  return {
    x: pxToMm(px(point.x - viewport.originX + viewport.scrollX - page.left), viewport.zoom),
    y: pxToMm(px(point.y - viewport.originY + viewport.scrollY - page.top), viewport.zoom),
  };
}

/**
 * The scroll offset that keeps the page point under `pointer` in place when zooming to `nextZoom`
 * (ctrl+wheel and pinch zoom around the pointer). `nextPage` is the same page laid out at the next zoom.
 */
export function scrollForZoomAround(
  pointer: ScreenPoint,
  page: PagePlacement,
  viewport: Viewport,
  nextPage: PagePlacement,
  nextZoom: number,
): { scrollX: number; scrollY: number } {
  const anchor = screenToPage(pointer, page, viewport);
  return {
    scrollX: viewport.originX + nextPage.left + mmToPx(mm(anchor.x), nextZoom) - pointer.x,
    scrollY: viewport.originY + nextPage.top + mmToPx(mm(anchor.y), nextZoom) - pointer.y,
  };
}

/** The zoom at which a page of `pageWidthMm` fills the viewport's width (minus the stage padding). */
export function fitWidthZoom(pageWidthMm: number, viewportWidth: number): number {
  return clampZoom((viewportWidth - 2 * STAGE_PADDING_PX) / mmToPx(mm(pageWidthMm), 1));
}

/** The zoom at which a whole page fits in the viewport. */
export function fitPageZoom(pageMm: { width: number; height: number }, viewport: { width: number; height: number }): number {
  return clampZoom(
    Math.min(
      (viewport.width - 2 * STAGE_PADDING_PX) / mmToPx(mm(pageMm.width), 1),
      (viewport.height - 2 * STAGE_PADDING_PX) / mmToPx(mm(pageMm.height), 1),
    ),
  );
}

/** The next preset zoom step up or down (zoom buttons and ctrl+plus/minus). */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + 0.001) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.001) ?? MIN_ZOOM;
}
