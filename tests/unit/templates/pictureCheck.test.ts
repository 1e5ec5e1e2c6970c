import { PngEmbedder } from '@pdfme/pdf-lib';
import { describe, expect, it } from 'vitest';
import { imageValueProblem } from '../../../src/templates/pictureCheck';
import { pngBytes } from '../data/imageFixtures';

const pngUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

describe('a PNG value cut short or without pixels is refused before pdf-lib reads it', () => {
  const whole = pngBytes(24, 16);

  it('passes a whole PNG, with or without bytes after its end chunk, and pdf-lib decodes it', async () => {
    expect(imageValueProblem(pngUrl(whole))).toBeNull();
    expect(imageValueProblem(pngUrl(new Uint8Array([...whole, 0, 0, 0x0a])))).toBeNull();
    expect((await PngEmbedder.for(whole)).width).toBe(24);
  });

  it('refuses it cut at every byte before the end (pdf-lib would loop for ever on these)', () => {
    const messages = new Set<string>();
    for (let cut = 9; cut < whole.length; cut++) {
      const problem = imageValueProblem(pngUrl(whole.subarray(0, cut)));
      expect(problem, `cut at byte ${cut}`).not.toBeNull();
      messages.add(problem!);
    }
    expect([...messages]).toEqual([
      'the PNG image is damaged or cut short (its header has no size)',
      'the PNG image is cut short (it stops before its end chunk); export it again',
    ]);
  });

  it('refuses a PNG whose chunks hold no pixel data', () => {
    const signatureAndHeader = whole.subarray(0, 8 + 25);
    const end = whole.subarray(whole.length - 12);
    expect(imageValueProblem(pngUrl(new Uint8Array([...signatureAndHeader, ...end])))).toBe(
      'the PNG image holds no pixels (it has no IDAT chunk); export it again',
    );
  });
});
