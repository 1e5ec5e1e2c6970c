/**
 * Two drawings of one line compared as a reader's eye would (issue #16): each trimmed to its ink, both scaled to one
 * box, and the ink pixels of either with no ink of the other within a pixel counted against the reference's ink. The
 * same line drawn in the same faces by two correct typesetters differs by anti-aliasing, hinting and rounding only;
 * runs in the wrong order, unjoined letters or marks in the wrong place differ by a large part of the ink. Runs in the page, on its
 * canvas; images come in as PNG data.
 */
import type { Page } from 'playwright-core';

export interface InkImage {
  /** PNG bytes, base64 */
  png: string;
  /** the part of the image to look at, px; the whole image when absent */
  clip?: { x: number; y: number; width: number; height: number };
}

/** Box height the two inks are scaled to, px. */
const BOX_HEIGHT = 48;

/** For each pair, |ink(a) xor ink(b)| / |ink(reference)| after trimming and scaling; NaN when either has no ink. */
export async function inkDifferences(page: Page, pairs: { reference: InkImage; candidate: InkImage }[]): Promise<number[]> {
  return page.evaluate(
    async ({ pairs, boxHeight }) => {
      const load = async (image: { png: string; clip?: { x: number; y: number; width: number; height: number } }) => {
        const element = new Image();
        element.src = `data:image/png;base64,${image.png}`;
        await element.decode();
        const clip = image.clip ?? { x: 0, y: 0, width: element.naturalWidth, height: element.naturalHeight };
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(clip.width));
        canvas.height = Math.max(1, Math.round(clip.height));
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(element, clip.x, clip.y, clip.width, clip.height, 0, 0, clip.width, clip.height);
        return canvas;
      };
      const inkBox = (canvas: HTMLCanvasElement) => {
        const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let left = width, right = -1, top = height, bottom = -1;
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            if (data[i] + data[i + 1] + data[i + 2] < 3 * 160) {
              left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y);
            }
          }
        }
        return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
      };
      const inkBits = (canvas: HTMLCanvasElement, box: { x: number; y: number; width: number; height: number }, width: number, height: number) => {
        const scaled = document.createElement('canvas');
        scaled.width = width;
        scaled.height = height;
        const context = scaled.getContext('2d', { willReadFrequently: true })!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingQuality = 'high';
        context.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, width, height);
        const { data } = context.getImageData(0, 0, width, height);
        const bits = new Uint8Array(width * height);
        for (let i = 0; i < bits.length; i += 1) bits[i] = data[i * 4] + data[i * 4 + 1] + data[i * 4 + 2] < 3 * 128 ? 1 : 0;
        return bits;
      };
      const results: number[] = [];
      for (const { reference, candidate } of pairs) {
        const [a, b] = [await load(reference), await load(candidate)];
        const [boxA, boxB] = [inkBox(a), inkBox(b)];
        if (!boxA || !boxB) {
          results.push(Number.NaN);
          continue;
        }
        const width = Math.max(4, Math.round((boxHeight * boxA.width) / boxA.height));
        const [bitsA, bitsB] = [inkBits(a, boxA, width, boxHeight), inkBits(b, boxB, width, boxHeight)];
        // Ink with no ink of the other drawing within one pixel: a stroke shifted by a pixel of rounding is the same
        // stroke; a letter in another place is not.
        const near = (bits: Uint8Array) => {
          const grown = new Uint8Array(bits.length);
          for (let y = 0; y < boxHeight; y += 1) {
            for (let x = 0; x < width; x += 1) {
              if (!bits[y * width + x]) continue;
              for (let dy = -1; dy <= 1; dy += 1) {
                for (let dx = -1; dx <= 1; dx += 1) {
                  const [nx, ny] = [x + dx, y + dy];
                  if (nx >= 0 && ny >= 0 && nx < width && ny < boxHeight) grown[ny * width + nx] = 1;
                }
              }
            }
          }
          return grown;
        };
        const [nearA, nearB] = [near(bitsA), near(bitsB)];
        let differ = 0;
        let ink = 0;
        for (let i = 0; i < bitsA.length; i += 1) {
          ink += bitsA[i];
          differ += (bitsA[i] & (1 - nearB[i])) + (bitsB[i] & (1 - nearA[i]));
        }
        results.push(ink === 0 ? Number.NaN : differ / ink);
      }
      return results;
    },
    { pairs, boxHeight: BOX_HEIGHT },
  );
}
