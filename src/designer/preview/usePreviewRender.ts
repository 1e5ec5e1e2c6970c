/**
 * Renders the open template in the engine worker, debounced, keeping only the newest answer: each request takes a
 * number and a result that arrives after a newer request was made is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import type { RecordError } from '../../worker/api';
import { getPlaten } from '../../worker/client';
import { designer, useDoc, useView } from '../store';
import { recordFromContents } from './sampleRecord';

/** Wait after the last edit before rendering, ms: typing stays fluid, the preview follows within a second. */
export const PREVIEW_DELAY_MS = 500;

export type PreviewResult =
  | { state: 'idle' }
  | { state: 'rendering'; previous?: Uint8Array }
  /**
   * `row`: the data row this PDF was made from (null: the template's sample content), which may lag the scrubber;
   * `ms`: the engine's time; `started`: performance.now() when the render was asked for
   */
  | { state: 'ok'; pdf: Uint8Array; warnings: RecordError[]; ms: number; started: number; row: number | null }
  | { state: 'failed'; errors: RecordError[]; previous?: Uint8Array };

export function usePreviewRender(enabled: boolean, refreshKey: number): PreviewResult {
  const doc = useDoc((d) => d);
  const previewRecord = useView((v) => v.previewRecord);
  const previewRow = useView((v) => v.previewRow);
  const [result, setResult] = useState<PreviewResult>({ state: 'idle' });
  const requestRef = useRef(0);
  const lastPdf = useRef<Uint8Array | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const request = ++requestRef.current;
    // At once, not after the delay: until the new render arrives the shown PDF is another record's or an older
    // edit's, and Download PDF must not save it under the new row's name.
    setResult({ state: 'rendering', previous: lastPdf.current });
    const timer = setTimeout(async () => {
      // A drag in progress shows a preview doc; render what is committed, the drag will commit soon.
      const template = designer.getCommittedDoc();
      const record = previewRecord ?? recordFromContents(template);
      const started = performance.now();
      try {
        const answer = await getPlaten().render(template, record);
        if (request !== requestRef.current) return; // a newer edit asked again: this answer is stale
        if (answer.ok) {
          lastPdf.current = answer.pdf;
          setResult({ state: 'ok', pdf: answer.pdf, warnings: answer.warnings, ms: performance.now() - started, started, row: previewRow });
        } else setResult({ state: 'failed', errors: answer.errors, previous: lastPdf.current });
      } catch (error) {
        if (request !== requestRef.current) return;
        setResult({ state: 'failed', errors: [{ row: 0, message: error instanceof Error ? error.message : String(error) }], previous: lastPdf.current });
      }
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doc, previewRecord, previewRow, enabled, refreshKey]);

  return result;
}
