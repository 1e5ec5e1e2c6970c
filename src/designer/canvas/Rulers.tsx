/** Rulers in mm along the top and left of the canvas; they follow zoom and scroll (drawn on <canvas>, no DOM per tick). */
import { useEffect, useRef } from 'react';
import { locateFields } from '../../templates/commands';
import { designer, useDoc, useView } from '../store';
import { canvasController } from './controller';
import { pxPerMm } from './coordinates';

export const RULER_SIZE_PX = 20;

/** Tick spacing (mm) that keeps labelled ticks at least ~50 px apart. */
function labelStep(k: number): number {
  for (const step of [5, 10, 20, 50, 100]) if (step * k >= 50) return step;
  return 200;
}

function draw(canvas: HTMLCanvasElement, axis: 'x' | 'y') {
  const viewport = canvasController.element();
  if (!viewport) return;
  const dpr = window.devicePixelRatio || 1;
  const length = axis === 'x' ? canvas.clientWidth : canvas.clientHeight;
  const wanted = [Math.round((axis === 'x' ? length : RULER_SIZE_PX) * dpr), Math.round((axis === 'x' ? RULER_SIZE_PX : length) * dpr)];
  if (canvas.width !== wanted[0] || canvas.height !== wanted[1]) [canvas.width, canvas.height] = wanted;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#f7f7f8';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const zoom = canvasController.viewport().zoom;
  const k = pxPerMm(zoom);
  const step = labelStep(k);
  const minor = k * 1 >= 4 ? 1 : k * 5 >= 4 ? 5 : 10;
  const { pages } = canvasController.layout();
  const scroll = axis === 'x' ? viewport.scrollLeft : viewport.scrollTop;
  // the selection's extent, shaded on both rulers as in drawing tools
  const selected = locateFields(designer.getDoc(), designer.getView().selection);
  if (selected.length) {
    const page = Math.max(0, selected[0].page);
    const boxes = selected.map((p) => p.field);
    const start = Math.min(...boxes.map((f) => (axis === 'x' ? f.position.x : f.position.y)));
    const end = Math.max(...boxes.map((f) => (axis === 'x' ? f.position.x + f.width : f.position.y + f.height)));
    const placement = pages[page];
    if (placement) {
      const origin = (axis === 'x' ? placement.left : placement.top) - scroll;
      ctx.fillStyle = 'rgba(37, 99, 235, 0.14)';
      if (axis === 'x') ctx.fillRect(origin + start * k, 0, (end - start) * k, RULER_SIZE_PX);
      else ctx.fillRect(0, origin + start * k, RULER_SIZE_PX, (end - start) * k);
    }
  }
  ctx.strokeStyle = '#b8bcc4';
  ctx.fillStyle = '#6b7280';
  ctx.font = '9px system-ui, sans-serif';
  ctx.lineWidth = 1;
  const spans = axis === 'x' ? pages.slice(0, 1).map((p) => ({ start: p.left, size: p.width })) : pages.map((p) => ({ start: p.top, size: p.height }));
  ctx.beginPath();
  for (const span of spans) {
    // each ruler starts where the viewport does, so a stage position maps to ruler px by the scroll alone
    const origin = span.start - scroll;
    const lastMm = span.size / k;
    const first = Math.max(0, Math.floor(-origin / k / minor) * minor);
    for (let mmValue = first; mmValue <= lastMm + 0.001; mmValue += minor) {
      const at = Math.round(origin + mmValue * k) + 0.5;
      if (at < 0) continue;
      if (at > length) break;
      const labelled = mmValue % step === 0;
      const tick = labelled ? RULER_SIZE_PX : mmValue % 5 === 0 ? 8 : 4;
      if (axis === 'x') {
        ctx.moveTo(at, RULER_SIZE_PX);
        ctx.lineTo(at, RULER_SIZE_PX - tick);
        if (labelled) ctx.fillText(String(mmValue), at + 3, 9);
      } else {
        ctx.moveTo(RULER_SIZE_PX, at);
        ctx.lineTo(RULER_SIZE_PX - tick, at);
        if (labelled) {
          ctx.save();
          ctx.translate(9, at + 3);
          ctx.rotate(-Math.PI / 2);
          ctx.fillText(String(mmValue), -ctx.measureText(String(mmValue)).width - 3, 0);
          ctx.restore();
        }
      }
    }
  }
  ctx.stroke();
  ctx.strokeStyle = '#d9dce1';
  ctx.beginPath();
  if (axis === 'x') {
    ctx.moveTo(0, RULER_SIZE_PX - 0.5);
    ctx.lineTo(length, RULER_SIZE_PX - 0.5);
  } else {
    ctx.moveTo(RULER_SIZE_PX - 0.5, 0);
    ctx.lineTo(RULER_SIZE_PX - 0.5, length);
  }
  ctx.stroke();
}

/** Both rulers; redrawn on scroll (once per frame), zoom, resize and page changes. */
export function Rulers() {
  const top = useRef<HTMLCanvasElement>(null);
  const left = useRef<HTMLCanvasElement>(null);
  const zoom = useView((view) => view.zoom);
  const pageCount = useDoc((doc) => doc.schemas.length);
  const basePdf = useDoc((doc) => doc.basePdf);
  useEffect(() => {
    let frame = 0;
    const redraw = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (top.current) draw(top.current, 'x');
        if (left.current) draw(left.current, 'y');
      });
    };
    redraw();
    const viewport = canvasController.element();
    viewport?.addEventListener('scroll', redraw, { passive: true });
    const unsubscribe = designer.subscribe(redraw);
    const observer = new ResizeObserver(redraw);
    if (viewport) observer.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      viewport?.removeEventListener('scroll', redraw);
      unsubscribe();
      observer.disconnect();
    };
  }, [zoom, pageCount, basePdf]);
  return (
    <>
      <div className="ruler-corner" aria-hidden="true" title="Rulers in millimetres">mm</div>
      <canvas ref={top} className="ruler ruler--top" aria-hidden="true" />
      <canvas ref={left} className="ruler ruler--left" aria-hidden="true" />
    </>
  );
}
