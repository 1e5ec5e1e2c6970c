/**
 * Batch: output choice, file names, N-up (a sheet the design does not fit is refused), which flagged rows to skip
 * (hard errors and overflowing text apart), Start/Cancel, progress with rate and ETA, summary.
 */
import { einvoiceOutputProblem } from '../../data/einvoiceBatch';
import { useMemo } from 'react';
import { SHEET_PRESETS } from '../../data/nupPresets';
import { rowsToSkip } from '../../data/skipRows';
import { CustomSheet } from './CustomSheet';
import { useDoc } from '../store';
import { canPickFolder } from './batchOutput';
import { batchBlockers, cancelBatch, recordsToRender, skipChoiceOf, startBatch } from './batchActions';
import { sheetRefusals } from './customLayout';
import { BatchSummaryView } from './BatchSummaryView';
import { dataSession, useDataSession, type BatchSettings } from './dataSession';
import type { SessionRecords } from './useSessionRecords';

function formatEta(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'estimating…';
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3600);
  return `about ${hours} h ${Math.round((seconds - hours * 3600) / 60)} min left`;
}

export function BatchSection({ session }: { session: SessionRecords }) {
  const template = useDoc((doc) => doc);
  const settings = useDataSession((s) => s.settings);
  const batch = useDataSession((s) => s.batch);
  const flagged = useDataSession((s) => s.preflight.flaggedRows.length);
  const problems = useDataSession((s) => s.preflight.problems);
  // Hard errors and overflowing text are separate choices (issue #17): a 0.8 mm overflow may print legibly.
  const errorRows = useMemo(() => rowsToSkip(problems, { errors: true, overflow: false }).length, [problems]);
  const overflowRows = useMemo(() => rowsToSkip(problems, { errors: false, overflow: true }).length, [problems]);
  const skipped = useMemo(() => rowsToSkip(problems, skipChoiceOf(settings)).length, [problems, settings]);
  const set = (patch: Partial<BatchSettings>) => dataSession.set((s) => ({ settings: { ...s.settings, ...patch } }));
  const busy = batch.status === 'running';
  const destination = settings.destination === 'folder' && canPickFolder() ? 'folder' : 'download';
  const fieldNames = session.fields.map((f) => f.field.name);
  const total = session.count;
  // What Start will render: the records the two skip choices leave out are not counted.
  const toRender = recordsToRender(total, skipped);
  // A sheet whose labels are smaller than the design would print them over each other: refused, Start disabled.
  const refusals = sheetRefusals(template, settings);
  // Imported data with no column mapped would print every record blank.
  const nothingMapped = session.table !== null && Object.keys(session.mapping).length === 0;
  // A file whose rows a quote merged would print wrong records; a pattern naming an unknown column, files named alike.
  const { fileError, fileNameProblem: nameProblem } = batchBlockers(session, settings);
  // E-invoices are one invoice per file (src/data/einvoiceBatch.ts): merged output is refused, as by the CLI and service.
  const oneInvoicePerFile = einvoiceOutputProblem(template, settings.output);

  return (
    <div className="data-section">
      <fieldset className="data-fieldset" disabled={busy}>
        <legend>Output</legend>
        <label className="data-check">
          <input type="radio" name="batch-output" checked={settings.output === 'merged'} onChange={() => set({ output: 'merged' })} />
          One merged PDF
        </label>
        <label className="data-check">
          <input type="radio" name="batch-output" checked={settings.output === 'zip'} onChange={() => set({ output: 'zip' })} />
          One PDF per record (ZIP)
        </label>
        {oneInvoicePerFile && (
          <p className="data-error" role="alert">
            {oneInvoicePerFile.charAt(0).toUpperCase() + oneInvoicePerFile.slice(1)}.
          </p>
        )}
        {settings.output === 'zip' && (
          <label className="data-field">
            File names
            <input
              type="text"
              value={settings.fileName}
              placeholder={`{${fieldNames[0] ?? 'name'}}-{row}.pdf`}
              aria-invalid={nameProblem !== undefined}
              aria-describedby={nameProblem ? 'batch-file-name-problem' : undefined}
              onChange={(event) => set({ fileName: event.target.value })}
            />
            {nameProblem ? (
              <span id="batch-file-name-problem" className="data-error" role="alert">
                {nameProblem}
              </span>
            ) : (
              <span className="data-hint">Use {'{column}'} or {'{field}'} names and {'{row}'}; unsafe characters are replaced, repeats numbered.</span>
            )}
          </label>
        )}
        <label className="data-field">
          Save to
          <select aria-label="Save to" value={destination} onChange={(event) => set({ destination: event.target.value as BatchSettings['destination'] })}>
            <option value="download">Downloads (one file)</option>
            {canPickFolder() && <option value="folder">A folder I choose…</option>}
          </select>
        </label>
      </fieldset>
      <fieldset className="data-fieldset" disabled={busy}>
        <legend>Sheets</legend>
        <label className="data-field">
          Layout
          <select aria-label="Layout" value={settings.nupPreset} onChange={(event) => set({ nupPreset: event.target.value })}>
            <option value="">One record per page</option>
            {SHEET_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
            <option value="custom">Custom sheet…</option>
          </select>
        </label>
        {settings.nupPreset === 'custom' && <CustomSheet />}
        {settings.nupPreset !== 'custom' && refusals.length > 0 && (
          <p className="data-error" role="alert" aria-label="Sheet refused">
            {refusals.map((problem) => problem.message).join('; ')}.
          </p>
        )}
        {settings.nupPreset && (
          <label className="data-field">
            Start at label
            <input type="number" min={1} value={settings.skipSlots + 1} onChange={(event) => set({ skipSlots: Math.max(0, (Number(event.target.value) || 1) - 1) })} />
          </label>
        )}
        <label className="data-check">
          <input type="checkbox" checked={settings.skipFlagged} onChange={(event) => set({ skipFlagged: event.target.checked })} />
          Skip records with errors{errorRows > 0 ? ` (${errorRows})` : ''}
        </label>
        <label className="data-check">
          <input type="checkbox" checked={settings.skipOverflow === true} onChange={(event) => set({ skipOverflow: event.target.checked })} />
          Skip records whose text overflows its box{overflowRows > 0 ? ` (${overflowRows})` : ''}
        </label>
        <span className="data-hint">Errors: an invalid barcode, a missing required value, a picture that does not decode. Overflow: Preflight says by how many mm.</span>
      </fieldset>
      <div className="data-row">
        <button type="button" className="data-primary" disabled={busy || total === 0 || nothingMapped || fileError !== undefined || nameProblem !== undefined || oneInvoicePerFile !== undefined || refusals.length > 0} onClick={() => void startBatch(template, session, { ...settings, destination })}>
          Start batch of {toRender.toLocaleString()}
        </button>
        {busy && (
          <button type="button" disabled={batch.cancelling} onClick={() => void cancelBatch()}>
            {batch.cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        )}
      </div>
      {fileError ? (
        <p className="data-error" role="alert">
          Nothing can be generated from this data: {fileError.message}. Fix the file and import it again.
        </p>
      ) : (
        nothingMapped && <p className="data-error">No data column fills a field yet: choose fields in Mapping first.</p>
      )}
      {busy && <BatchProgressView />}
      {batch.status === 'failed' && <p className="data-error" role="alert">The batch could not run: {batch.message}</p>}
      {(batch.status === 'done' || batch.status === 'cancelled') && batch.summary && <BatchSummaryView batch={batch} summary={batch.summary} flagged={flagged} />}
    </div>
  );
}

function BatchProgressView() {
  const progress = useDataSession((s) => s.batch.progress);
  const message = useDataSession((s) => s.batch.message);
  const cancelling = useDataSession((s) => s.batch.cancelling === true);
  if (!progress) return <p className="data-note" role="status">{cancelling ? 'Cancelling…' : (message ?? 'Starting workers…')}</p>;
  const finished = progress.done + progress.failed;
  return (
    <div className="data-progress">
      <progress max={progress.total} value={finished} aria-label="Batch progress" />
      <p className="data-note" role="status">
        {finished.toLocaleString()} / {progress.total.toLocaleString()}
        {progress.failed > 0 ? ` (${progress.failed} failed)` : ''} ·{' '}
        {cancelling ? 'Cancelling… finishing the records already started' : `${progress.recordsPerSecond.toFixed(1)} records/s · ${formatEta(progress.etaSeconds)}`}
      </p>
    </div>
  );
}
