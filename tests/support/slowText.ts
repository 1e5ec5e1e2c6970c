/**
 * A record value pdfme takes minutes to wrap, for the tests of the per-record time limit: 900,000 characters of
 * words, under the text-length limit (src/templates/textLimit.ts). pdfme finds a line's words with ICU's word
 * segmenter, whose cost on a line this long runs to minutes. Latin-1 text no longer goes to ICU
 * (src/worker/engine/wordSegments.ts) and a line of it this long wraps in about 2 s, so these words are Cyrillic.
 * The tests assert only that the limit stops the record and names it, never how fast anything was.
 */
export const SLOW_TO_WRAP = 'лорем '.repeat(150_000);
