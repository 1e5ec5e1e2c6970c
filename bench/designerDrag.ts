/**
 * The designer under load: one field dragged across a page holding `fieldCount` fields, frame gaps recorded with
 * requestAnimationFrame in the page. The same drag on a one-field page, in the same run, is the baseline.
 */
import type { Page } from 'playwright-core';

export interface DragReport {
  fieldCount: number;
  frames: number;
  medianFrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
}

/** Loads a page of `fieldCount` mixed fields (text, QR, rectangles, Code 128) into the open designer. */
async function loadCrowdedPage(page: Page, fieldCount: number): Promise<void> {
  await page.evaluate((count) => {
    const types = ['text', 'qrcode', 'rectangle', 'text', 'code128'];
    const fields = Array.from({ length: count }, (_, i) => ({
      name: `f${i}`,
      type: types[i % types.length],
      content: `Value ${i}`,
      position: { x: 5 + (i % 15) * 13, y: 5 + Math.floor(i / 15) * 14 },
      width: 12,
      height: 12,
      fontSize: 8,
      borderWidth: 0.3,
    }));
    const designer = (window as unknown as { __platenDesigner: { load(template: unknown, id: null): void } }).__platenDesigner;
    designer.load({ schemas: [fields], basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] } }, null);
  }, fieldCount);
}

/** Drags field f0 with 60 pointer moves (one per frame, as a hand would) and reports the frame gaps meanwhile. */
export async function measureDrag(page: Page, fieldCount: number): Promise<DragReport> {
  await loadCrowdedPage(page, fieldCount);
  const target = page.getByRole('region', { name: 'Page 1' }).getByRole('button', { name: 'f0', exact: true });
  await target.waitFor();
  await page.waitForTimeout(1500); // let barcode previews arrive from the worker first
  const box = (await target.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A string, not a function: tsx's keepNames would wrap the named callback in a __name() the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) {
    await page.mouse.move(start.x + i * 3, start.y + i * 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames.slice(1);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { fieldCount, frames: frames.length, medianFrameMs: at(0.5), p95FrameMs: at(0.95), maxFrameMs: sorted[sorted.length - 1] };
}
