/**
 * Snapping while dragging, as a pure function: a moving box and the lines it may snap to give a snapped offset
 * and the guide lines to draw. All in page mm.
 */

export interface BoxMm {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lines a moving box can snap to: vertical lines at x positions, horizontal lines at y positions (mm). */
export interface SnapTargets {
  x: number[];
  y: number[];
}

/** A guide to draw: a vertical line at x = at, or a horizontal line at y = at (mm). */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

export interface SnapResult {
  /** Offset to add to the proposed position, mm */
  dx: number;
  dy: number;
  guides: Guide[];
}

/**
 * Targets from the page (edges, centre, padding lines) and from other fields (edges and centres).
 * `padding` is [top, right, bottom, left] mm.
 */
export function snapTargets(
  page: { width: number; height: number; padding?: [number, number, number, number] },
  others: readonly BoxMm[],
): SnapTargets {
  const x = [0, page.width / 2, page.width];
  const y = [0, page.height / 2, page.height];
  if (page.padding) {
    const [top, right, bottom, left] = page.padding;
    if (left > 0) x.push(left);
    if (right > 0) x.push(page.width - right);
    if (top > 0) y.push(top);
    if (bottom > 0) y.push(page.height - bottom);
  }
  for (const box of others) {
    x.push(box.x, box.x + box.width / 2, box.x + box.width);
    y.push(box.y, box.y + box.height / 2, box.y + box.height);
  }
  return { x, y };
}

/** Snaps one axis: the closest (edge or centre of the box, target) pair within `threshold`, else the grid. */
function snapAxis(starts: number, size: number, targets: number[], threshold: number, grid: number): { delta: number; guide: number | null } {
  const points = [starts, starts + size / 2, starts + size];
  let best: { delta: number; guide: number } | null = null;
  for (const target of targets) {
    for (const point of points) {
      const delta = target - point;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, guide: target };
    }
  }
  if (best) return best;
  if (grid > 0) return { delta: Math.round(starts / grid) * grid - starts, guide: null };
  return { delta: 0, guide: null };
}

/**
 * Snaps a box at its proposed position: to targets within `threshold` mm (edges and centres, x and y apart),
 * otherwise its top-left corner to the grid (`grid` mm; 0 = none).
 */
export function snapBox(box: BoxMm, targets: SnapTargets, threshold: number, grid: number): SnapResult {
  const sx = snapAxis(box.x, box.width, targets.x, threshold, grid);
  const sy = snapAxis(box.y, box.height, targets.y, threshold, grid);
  const guides: Guide[] = [];
  if (sx.guide !== null) guides.push({ axis: 'x', at: sx.guide });
  if (sy.guide !== null) guides.push({ axis: 'y', at: sy.guide });
  return { dx: sx.delta, dy: sy.delta, guides };
}

/** Snaps a single coordinate (a resized edge) to the closest target within threshold, else the grid. */
export function snapValue(value: number, targets: number[], threshold: number, grid: number): { value: number; guide: number | null } {
  let best: number | null = null;
  for (const target of targets) {
    if (Math.abs(target - value) <= threshold && (best === null || Math.abs(target - value) < Math.abs(best - value))) best = target;
  }
  if (best !== null) return { value: best, guide: best };
  return { value: grid > 0 ? Math.round(value / grid) * grid : value, guide: null };
}

/** The bounding box of several boxes. */
export function boundsOf(boxes: readonly BoxMm[]): BoxMm {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
