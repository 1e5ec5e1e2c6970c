/**
 * Which field a single-record task is drawing, told to the coordinator before each field: when the record is stopped
 * for taking too long (a runaway pdfme expression, a 5 MB text), the error names the field it was stuck in. The
 * prepared template's renderers (shared by OutputDocument and FieldLayoutRun) are wrapped once; outside a watched
 * task they only test one variable, so batches pay nothing.
 */
import type { PdfRenderer } from './plugins';
import type { PreparedTemplate } from './prepare';

let listener: ((field: string) => void) | undefined;
const wrapped = new WeakSet<Map<string, PdfRenderer>>();

function watchRenderers(prepared: PreparedTemplate): void {
  const { renderers } = prepared;
  if (wrapped.has(renderers)) return;
  wrapped.add(renderers);
  for (const [type, render] of renderers) {
    renderers.set(type, (arg) => {
      listener?.(arg.schema.name);
      return render(arg);
    });
  }
}

/** Runs `task` (one at a time per worker: the pool gives a worker one task) telling `onField` of each field drawn. */
export async function withFieldWatch<T>(prepared: PreparedTemplate | string, onField: (field: string) => void, task: () => Promise<T>): Promise<T> {
  if (typeof prepared !== 'string') watchRenderers(prepared);
  listener = onField;
  try {
    return await task();
  } finally {
    listener = undefined;
  }
}
