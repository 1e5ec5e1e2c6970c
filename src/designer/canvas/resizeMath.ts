/**
 * Resizing a (possibly rotated) field by one of its 8 handles, pure and in mm. The pointer's movement is taken
 * into the field's own unrotated frame, the dragged edges follow it, and the result is placed back so the opposite
 * edge stays put (or the centre, with alt), as pdfme rotates fields around their centre.
 */
import type { BoxMm } from './snapping';

export type Handle = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
export const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

export interface ResizeOptions {
  /** keep the width:height ratio (shift) */
  keepRatio: boolean;
  /** resize from the centre (alt) */
  fromCentre: boolean;
  /** smallest width/height, mm */
  min: number;
}

function rotate(p: { x: number; y: number }, degrees: number) {
  const r = (degrees * Math.PI) / 180;
  return { x: p.x * Math.cos(r) - p.y * Math.sin(r), y: p.x * Math.sin(r) + p.y * Math.cos(r) };
}

/** The new box after dragging `handle` by (dx, dy) mm on the page, for a field rotated `degrees` clockwise. */
export function resizeBox(box: BoxMm, degrees: number, handle: Handle, dx: number, dy: number, options: ResizeOptions): BoxMm {
  const d = rotate({ x: dx, y: dy }, -degrees);
  // edges relative to the field's centre, in its own frame
  let left = -box.width / 2;
  let right = box.width / 2;
  let top = -box.height / 2;
  let bottom = box.height / 2;
  const east = handle.includes('e');
  const west = handle.includes('w');
  const south = handle.includes('s');
  const north = handle.startsWith('n');
  if (east) right += d.x;
  if (west) left += d.x;
  if (south) bottom += d.y;
  if (north) top += d.y;
  if (options.fromCentre) {
    if (east) left -= d.x;
    if (west) right -= d.x;
    if (south) top -= d.y;
    if (north) bottom -= d.y;
  }
  let width = Math.max(options.min, right - left);
  let height = Math.max(options.min, bottom - top);
  if (options.keepRatio && box.width > 0 && box.height > 0) {
    const ratio = box.width / box.height;
    const horizontal = east || west;
    const vertical = north || south;
    if (horizontal && (!vertical || width / box.width >= height / box.height)) height = width / ratio;
    else width = height * ratio;
  }
  // re-anchor: the edge opposite the handle (or the centre) stays where it was
  const anchorX = west ? right : left;
  const anchorY = north ? bottom : top;
  let cx: number;
  let cy: number;
  if (options.fromCentre) cx = 0;
  else if (east) cx = anchorX + width / 2;
  else if (west) cx = anchorX - width / 2;
  else cx = 0;
  if (options.fromCentre) cy = 0;
  else if (south) cy = anchorY + height / 2;
  else if (north) cy = anchorY - height / 2;
  else cy = 0;
  const centre = rotate({ x: cx, y: cy }, degrees);
  const worldX = box.x + box.width / 2 + centre.x;
  const worldY = box.y + box.height / 2 + centre.y;
  return { x: worldX - width / 2, y: worldY - height / 2, width, height };
}

/** Rotation (degrees clockwise, 0–360) that points the rotate handle from `centre` towards `pointer`. */
export function angleTowards(centre: { x: number; y: number }, pointer: { x: number; y: number }, snapTo15: boolean): number {
  let degrees = (Math.atan2(pointer.y - centre.y, pointer.x - centre.x) * 180) / Math.PI + 90;
  if (snapTo15) degrees = Math.round(degrees / 15) * 15;
  return ((degrees % 360) + 360) % 360;
}
