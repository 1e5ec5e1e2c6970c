/**
 * How much text one field may print. pdfme lays a field's text out in time that grows faster than its length (about
 * 2 s for 100,000 characters and a minute for 300,000 here) and in memory that grows with it: a pdfme expression like
 * `{"AB".repeat(5e7)}` makes 100 million characters, which exhausted a Chromium tab (a Web Worker's heap cannot be
 * bounded, so the whole tab crashed) and a Node process (exit 134) before any time limit could stop it. Text over the
 * limit fails its own record at once; text under it that is still too slow is stopped by the record time limit
 * (src/worker/pool/recordTimeLimit.ts).
 */

/** The most characters one field prints, data or computed (a million: hundreds of dense pages). */
export const MAX_FIELD_TEXT_CHARS = 1_000_000;

/** Why a field cannot print `text` (too long), or null. */
export function textLengthProblem(text: string): string | null {
  if (text.length <= MAX_FIELD_TEXT_CHARS) return null;
  const count = (n: number) => n.toLocaleString('en-US');
  return `its text is ${count(text.length)} characters long; a field prints at most ${count(MAX_FIELD_TEXT_CHARS)}`;
}
