/** The per-worker fontkit: one parse per font buffer, and shaping of repeated strings reused with the same glyphs. */
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { cachedFontkit } from '../../../../src/worker/fonts/fontkitCache';
import { readFontFromNodeModules } from '../../../../src/worker/fonts/nodeFontReader';

interface Run {
  glyphs: { id: number; advanceWidth: number }[];
  advanceWidth: number;
}
type LayoutFont = { layout(text: string, features?: unknown): Run };

const roboto = await readFontFromNodeModules('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf');
const ids = (run: Run) => run.glyphs.map((glyph) => glyph.id);

describe('cachedFontkit', () => {
  it('parses a font buffer once', () => {
    expect(cachedFontkit.create(roboto)).toBe(cachedFontkit.create(roboto));
  });

  it('reuses the glyph run of a repeated string, with the glyphs a fresh fontkit gives', () => {
    const font = cachedFontkit.create(roboto) as LayoutFont;
    const fresh = fontkit.create(roboto as never) as unknown as LayoutFont;
    font.layout('Office fluffy ﬁ — Total 1,234.50'); // seen once: not kept (per-record values would pile up)
    const first = font.layout('Office fluffy ﬁ — Total 1,234.50');
    expect(font.layout('Office fluffy ﬁ — Total 1,234.50')).toBe(first);
    expect(ids(first)).toEqual(ids(fresh.layout('Office fluffy ﬁ — Total 1,234.50')));
    expect(first.advanceWidth).toBe(fresh.layout('Office fluffy ﬁ — Total 1,234.50').advanceWidth);
  });

  it('does not keep a string seen only once', () => {
    const font = cachedFontkit.create(roboto) as LayoutFont;
    expect(font.layout('Badge 1')).not.toBe(font.layout('Badge 2'));
    const once = font.layout('Unique 42');
    expect(once).not.toBe(font.layout('Unique 42')); // the second call computes afresh, and keeps that run
  });

  it('keeps runs apart by features, and passes unusual calls straight to fontkit', () => {
    const font = cachedFontkit.create(roboto) as LayoutFont;
    const fresh = fontkit.create(roboto as never) as unknown as LayoutFont;
    const plain = [font.layout('office'), font.layout('office')][1];
    const noLigatures = [font.layout('office', ['-liga']), font.layout('office', ['-liga'])][1];
    expect(font.layout('office')).toBe(plain);
    expect(noLigatures).not.toBe(plain);
    expect(ids(noLigatures)).toEqual(ids(fresh.layout('office', ['-liga'])));
    const byObject = font.layout('office', { liga: false });
    expect(font.layout('office', { liga: false })).not.toBe(byObject); // object features: not cached
    expect(ids(byObject)).toEqual(ids(fresh.layout('office', { liga: false })));
  });
});
