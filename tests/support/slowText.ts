/**
 * A record value pdfme takes hours to wrap, for the tests of the per-record time limit: 900,000 characters, under
 * the text-length limit (src/templates/textLimit.ts), as 450,000 lines of one letter. pdfme's splitTextToSize
 * (@pdfme/schemas 6.1.13, splitRange chunk) gathers a text's wrapped lines with `lines = lines.concat(…)` once per
 * line break, copying every line so far each time: 450,000 lines are about 10^11 copied entries, quadratic work in
 * pdfme's own code, however fast the word segmenter, the fonts or the machine (25,000 lines take ~4 s, 50,000 ~20 s
 * on a 2-core test machine), while memory stays at the few megabytes of the latest array. CSV files must quote it.
 * The tests assert only that the limit stops the record and names it, never how fast anything was.
 */
export const SLOW_TO_WRAP = 'a\n'.repeat(450_000);
