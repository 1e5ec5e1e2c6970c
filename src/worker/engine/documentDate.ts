/**
 * The date written as a PDF's /CreationDate and /ModDate: now, unless the host fixed it for this thread. The Node
 * hosts fix it from SOURCE_DATE_EPOCH (the reproducible-builds convention, src/worker/node/sourceDateEpoch.ts), so
 * the same template and record give the same bytes on every run, cold or warm, in the CLI or the browser's engine.
 */
let fixed: Date | undefined;

/** Fixes the date of every document this thread writes from now on (undefined: the time of writing). */
export function fixDocumentDate(date: Date | undefined): void {
  fixed = date;
}

export function documentDate(): Date {
  return fixed ?? new Date();
}
