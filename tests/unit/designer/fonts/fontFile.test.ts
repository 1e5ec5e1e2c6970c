import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFontBytes, fontNameFromFile } from '../../../../src/designer/fonts/fontFile';

describe('uploading a font for a template', () => {
  it('accepts a real TrueType file (the shipped Roboto)', () => {
    const bytes = new Uint8Array(readFileSync('node_modules/@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'));
    expect(checkFontBytes('Roboto.ttf', bytes)).toEqual({ ok: true, format: 'TrueType' });
  });

  it('accepts OpenType (CFF) by its OTTO tag', () => {
    expect(checkFontBytes('Brand.otf', new TextEncoder().encode('OTTO....'))).toEqual({ ok: true, format: 'OpenType' });
  });

  it('refuses a file that is not a font, naming the file and what to upload instead', () => {
    const check = checkFontBytes('logo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(check).toEqual({ ok: false, message: '“logo.png” is not a font file. Upload a TrueType (.ttf) or OpenType (.otf) font.' });
  });

  it('explains that a WOFF web font will not do', () => {
    const check = checkFontBytes('Inter.woff2', new TextEncoder().encode('wOF2abcd'));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain('WOFF');
  });

  it('names the font after its file, never shadowing a shipped or already uploaded font', () => {
    expect(fontNameFromFile('Inter-Bold.ttf', [])).toBe('Inter-Bold');
    expect(fontNameFromFile('Roboto.ttf', [])).toBe('Roboto 2');
    expect(fontNameFromFile('Inter-Bold.ttf', ['Inter-Bold'])).toBe('Inter-Bold 2');
  });
});
