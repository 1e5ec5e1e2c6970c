import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deflateSync } from 'fflate';
import { GALLERY } from '../../../src/templates/gallery';
import { parseTemplateFile, serializeTemplate } from '../../../src/templates/legacy';
import { MAX_LINK_CHARS, decodeShareFragment, encodeShareFragment, isShareFragment, makeShareLink } from '../../../src/templates/shareLink';

const PAGE = 'https://platen.example/app/?x=1#old';
const fragmentOf = (url: string) => url.slice(url.indexOf('#'));

describe('a template as a link', () => {
  it('round-trips every gallery template and a pdfme corpus template through the link, as the same text', () => {
    const texts = [...GALLERY.map((entry) => serializeTemplate(entry.template)), readFileSync('tests/fixtures/pdfme-compat/basepdf-blank-pdf.json', 'utf8')];
    for (const text of texts) {
      const link = makeShareLink(PAGE, text);
      if (!link.ok) continue; // too large is its own test; the gallery ones that fit must round-trip
      expect(link.url.startsWith('https://platen.example/app/?x=1#template=v1.')).toBe(true);
      const opened = decodeShareFragment(fragmentOf(link.url));
      expect(opened).toEqual({ ok: true, text });
      expect(parseTemplateFile(opened.ok ? opened.text : '').template).toBeDefined();
    }
    expect(texts.filter((t) => makeShareLink(PAGE, t).ok).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps Unicode (Japanese, emoji, RTL) exactly', () => {
    const text = JSON.stringify({ schemas: [[{ name: '領収書 🧾 שלום', content: 'Ünïcödé — “quotes”' }]] });
    const opened = decodeShareFragment(`#${encodeShareFragment(text)}`);
    expect(opened).toEqual({ ok: true, text });
  });

  it('uses only URL-safe characters after the version', () => {
    const fragment = encodeShareFragment('{"schemas":[[]],"basePdf":"' + 'x?/+='.repeat(200) + '"}');
    expect(fragment).toMatch(/^template=v1\.[A-Za-z0-9_-]+$/);
    expect(isShareFragment(`#${fragment}`)).toBe(true);
    expect(isShareFragment('#section-2')).toBe(false);
  });

  it('refuses a template over the limit, naming its size and advising to share the file', () => {
    // random bytes do not compress: a picture-sized template
    let seed = 7;
    const noise = Array.from({ length: 40_000 }, () => String.fromCharCode(65 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
    const link = makeShareLink(PAGE, JSON.stringify({ schemas: [[]], basePdf: noise }));
    expect(link.ok).toBe(false);
    if (link.ok) return;
    expect(link.chars).toBeGreaterThan(MAX_LINK_CHARS);
    expect(link.message).toMatch(/too large for a link: \d+ KB/);
    expect(link.message).toContain('share the file instead');
  });

  it('explains a corrupt, cut, foreign-version or bomb link and never throws', () => {
    const good = encodeShareFragment('{"schemas":[[]]}');
    const cases: Array<[string, RegExp]> = [
      [`#${good.slice(0, -6)}`, /damaged|cut short/],
      ['#template=v1.!!!!', /characters a template link never has/],
      ['#template=v9.abcd', /newer Platen \(format v9\)/],
      ['#template=abcd', /no format version/],
      ['#template=v1.', /characters a template link never has/],
      ['#template=v1.%E0%A4%A', /broken %-escape/],
      [`#template=v1.${Buffer.from([0xff, 0xfe, 0xfd, 0x07]).toString('base64url')}`, /damaged/],
    ];
    for (const [hash, why] of cases) {
      const opened = decodeShareFragment(hash);
      expect(opened.ok, hash).toBe(false);
      if (!opened.ok) expect(opened.message).toMatch(why);
    }
    const bomb = deflateSync(new Uint8Array(20 * 1024 * 1024).fill(32));
    const bombLink = `#template=v1.${Buffer.from(bomb).toString('base64url')}`;
    const opened = decodeShareFragment(bombLink);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.message).toContain('unpacks to more than');
  });
});
