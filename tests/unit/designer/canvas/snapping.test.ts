import { describe, expect, it } from 'vitest';
import { snapBox, snapTargets, snapValue } from '../../../../src/designer/canvas/snapping';

const page = { width: 210, height: 297, padding: [10, 10, 10, 10] as [number, number, number, number] };

describe('snapping a dragged field', () => {
  it('snaps its left edge to another field’s left edge and shows a vertical guide', () => {
    const targets = snapTargets(page, [{ x: 50, y: 100, width: 40, height: 10 }]);
    const result = snapBox({ x: 51.2, y: 20.3, width: 30, height: 10 }, targets, 2, 1);
    expect(result.dx).toBeCloseTo(-1.2);
    expect(result.guides).toContainEqual({ axis: 'x', at: 50 });
    // no target near y: the grid rounds 20.3 to 20
    expect(result.dy).toBeCloseTo(-0.3);
  });

  it('snaps its centre to the page centre', () => {
    const result = snapBox({ x: 90, y: 0, width: 31, height: 10 }, snapTargets(page, []), 2, 0);
    expect(90 + result.dx + 31 / 2).toBeCloseTo(105);
    expect(result.guides).toContainEqual({ axis: 'x', at: 105 });
  });

  it('snaps to the page padding line', () => {
    const result = snapBox({ x: 11, y: 140, width: 20, height: 5 }, snapTargets(page, []), 2, 0);
    expect(result.dx).toBeCloseTo(-1);
  });

  it('falls back to a 5 mm grid when nothing is near', () => {
    const result = snapBox({ x: 63, y: 77.4, width: 7, height: 3 }, { x: [], y: [] }, 1, 5);
    expect([63 + result.dx, 77.4 + result.dy]).toEqual([65, 75]);
    expect(result.guides).toEqual([]);
  });

  it('picks the nearest of several candidates', () => {
    expect(snapValue(49.6, [48, 50, 52], 3, 0)).toEqual({ value: 50, guide: 50 });
    expect(snapValue(49.6, [], 3, 1)).toEqual({ value: 50, guide: null });
  });
});
