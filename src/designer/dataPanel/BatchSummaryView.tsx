/**
 * A finished or cancelled batch: what was rendered, skipped and failed, where the output went, "Download again", and
 * the errors as CSV. It belongs to its template (batchStates.ts), so it is still here after another template was open.
 */
import type { BatchSummary } from '../../worker/api';
import { downloadErrorsCsv, failedRowsOf, notRenderedOf } from './batchActions';
import type { BatchState } from './dataSession';

function formatBytes(bytes: number): string {
  return bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}

export function BatchSummaryView({ batch, summary, flagged }: { batch: BatchState; summary: BatchSummary; flagged: number }) {
  return (
    <div className="data-summary" role="status" aria-label="Batch summary">
      <p>
        {batch.status === 'cancelled' ? 'Cancelled after' : 'Done:'} {summary.done.toLocaleString()} of {summary.total.toLocaleString()}
        {batch.sheetsFor !== undefined ? ` sheets (${batch.sheetsFor.toLocaleString()} records)` : ''} rendered
        {summary.failed > 0 ? `, ${summary.failed} failed` : ''}
        {batch.skipped ? `, ${batch.skipped} skipped for errors` : ''} in {(summary.elapsedMs / 1000).toFixed(1)} s
        {batch.status === 'done' && summary.bytes > 0 ? ` (${formatBytes(summary.bytes)})` : ''}.
        {batch.savedAs ? ` Saved as ${batch.savedAs}.` : ''}
      </p>
      {batch.outputUrl && (
        <a href={batch.outputUrl} download={batch.outputName}>
          {batch.status === 'cancelled' ? `Save the ${summary.done.toLocaleString()} rendered records` : 'Download again'}
        </a>
      )}
      {summary.notRendered.length > 0 && (
        <p className="data-note" aria-label="Records not rendered">
          Not rendered: {notRenderedOf(summary).slice(0, 20).join(', ')}
          {summary.notRendered.length > 20 ? ', …' : ''}
        </p>
      )}
      {summary.errors.length > 0 && (
        <ul className="data-problems" aria-label="Failed records">
          {failedRowsOf(summary)
            .slice(0, 50)
            .map(({ label, error }, i) => (
              <li key={i} className="data-problem data-problem--error">
                {label}
                {error.field ? `, field “${error.field}”` : ''}: {error.message}
              </li>
            ))}
        </ul>
      )}
      {(summary.errors.length > 0 || summary.notRendered.length > 0 || flagged > 0) && (
        <button type="button" onClick={downloadErrorsCsv}>
          Download errors as CSV
        </button>
      )}
    </div>
  );
}
