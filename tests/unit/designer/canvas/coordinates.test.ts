import { describe, expect, it } from 'vitest';
import {
  clampZoom, fitPageZoom, layoutPages, pageToScreen, screenToPage, scrollForZoomAround, stepZoom, type Viewport,
} from '../../../../src/designer/canvas/coordinates';

const A4 = { width: 210, height: 297 };

describe('screen ↔ page coordinates', () => {
  for (const zoom of [0.25, 0.5, 1, 2, 4]) {
    for (const [scrollX, scrollY] of [[0, 0], [120, 0], [37.5, 2400], [900, 15000]]) {
      it(`round-trips at zoom ${zoom}, scroll ${scrollX},${scrollY}`, () => {
        const viewport: Viewport = { zoom, scrollX, scrollY, originX: 260, originY: 48 };
        const { pages } = layoutPages(3, A4, zoom, 1000);
        for (const page of pages) {
          for (const point of [{ x: 0, y: 0 }, { x: 20, y: 30 }, { x: 209.99, y: 296.5 }, { x: -5, y: 400 }]) {
            const back = screenToPage(pageToScreen(point, page, viewport), page, viewport);
            expect(back.x).toBeCloseTo(point.x, 9);
            expect(back.y).toBeCloseTo(point.y, 9);
          }
        }
      });
    }
  }

  it('puts 1 mm at 96/25.4 px at 100 % and scales with zoom', () => {
    const { pages } = layoutPages(1, A4, 2, 1000);
    const viewport: Viewport = { zoom: 2, scrollX: 0, scrollY: 0, originX: 0, originY: 0 };
    const a = pageToScreen({ x: 0, y: 0 }, pages[0], viewport);
    const b = pageToScreen({ x: 25.4, y: 0 }, pages[0], viewport);
    expect(b.x - a.x).toBeCloseTo(192, 9);
  });

  it('stacks pages top to bottom', () => {
    const { pages } = layoutPages(2, A4, 1, 1000);
    expect(pages[1].top).toBeGreaterThan(pages[0].top + pages[0].height);
  });

  it('keeps the point under the pointer fixed when zooming around it', () => {
    const viewport: Viewport = { zoom: 1, scrollX: 100, scrollY: 300, originX: 200, originY: 40 };
    const page = layoutPages(2, A4, 1, 3000).pages[1];
    const pointer = { x: 700, y: 500 };
    const before = screenToPage(pointer, page, viewport);
    const nextPage = layoutPages(2, A4, 2, 3000).pages[1];
    const scroll = scrollForZoomAround(pointer, page, viewport, nextPage, 2);
    const after = screenToPage(pointer, nextPage, { ...viewport, zoom: 2, ...scroll });
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });
});

describe('zoom', () => {
  it('stays within 25–400 %', () => {
    expect(clampZoom(0.1)).toBe(0.25);
    expect(clampZoom(9)).toBe(4);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.25, -1)).toBe(0.25);
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
  });
  it('fits a whole A4 page in a short window', () => {
    const zoom = fitPageZoom(A4, { width: 1000, height: 700 });
    expect(layoutPages(1, A4, zoom, 1000).pages[0].height).toBeLessThanOrEqual(700 - 80 + 0.01);
  });
});
