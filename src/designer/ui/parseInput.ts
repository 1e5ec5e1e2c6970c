/** Reading what a user typed into a property box. Pure. */

/** Parses a number typed by a user ("12,5" works too); NaN when it is not one. */
export function parseNumber(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? NaN : Number(clean);
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Normalises "#abc" / "abc" / "#AABBCC" to "#aabbcc"; null when it is not a hex colour. */
export function normaliseHex(text: string): string | null {
  let t = text.trim().toLowerCase();
  if (!t.startsWith('#')) t = '#' + t;
  if (/^#[0-9a-f]{3}$/.test(t)) t = '#' + [...t.slice(1)].map((c) => c + c).join('');
  return HEX.test(t) ? t : null;
}
