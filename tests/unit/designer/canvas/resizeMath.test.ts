import { describe, expect, it } from 'vitest';
import { angleTowards, resizeBox } from '../../../../src/designer/canvas/resizeMath';

const box = { x: 10, y: 20, width: 40, height: 20 };
const plain = { keepRatio: false, fromCentre: false, min: 1 };

describe('resizing with a handle', () => {
  it('drags the right edge and keeps the left edge', () => {
    expect(resizeBox(box, 0, 'e', 10, 99, plain)).toEqual({ x: 10, y: 20, width: 50, height: 20 });
  });
  it('drags the top-left corner and keeps the bottom-right', () => {
    const r = resizeBox(box, 0, 'nw', -5, -5, plain);
    expect(r).toEqual({ x: 5, y: 15, width: 45, height: 25 });
  });
  it('keeps the ratio with shift', () => {
    const r = resizeBox(box, 0, 'se', 40, 0, { ...plain, keepRatio: true });
    expect([r.width, r.height]).toEqual([80, 40]);
    expect([r.x, r.y]).toEqual([10, 20]);
  });
  it('grows around the centre with alt', () => {
    const r = resizeBox(box, 0, 'e', 10, 0, { ...plain, fromCentre: true });
    expect(r).toEqual({ x: 0, y: 20, width: 60, height: 20 });
  });
  it('never goes below the minimum size', () => {
    expect(resizeBox(box, 0, 'e', -100, 0, plain).width).toBe(1);
  });
  it('on a field rotated 90°, dragging the right handle follows the field’s own axis', () => {
    // rotated 90° clockwise: the field's "east" points down the page
    const r = resizeBox(box, 90, 'e', 0, 10, plain);
    expect(r.width).toBeCloseTo(50);
    expect(r.height).toBeCloseTo(20);
    // the west edge's midpoint (top of the rotated field) stays put: centre moved down by 5
    expect(r.x + r.width / 2).toBeCloseTo(30);
    expect(r.y + r.height / 2).toBeCloseTo(35);
  });
});

describe('rotating with the handle', () => {
  it('points up at 0°, right at 90°, and snaps to 15° with shift', () => {
    expect(angleTowards({ x: 0, y: 0 }, { x: 0, y: -10 }, false)).toBeCloseTo(0);
    expect(angleTowards({ x: 0, y: 0 }, { x: 10, y: 0 }, false)).toBeCloseTo(90);
    expect(angleTowards({ x: 0, y: 0 }, { x: 10, y: -9 }, true) % 15).toBe(0);
  });
});
