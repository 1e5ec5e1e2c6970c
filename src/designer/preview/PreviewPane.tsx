/**
 * Live PDF preview: the open template rendered by the same engine as the batch (in its worker, so the designer never
 * waits), with the chosen data row or the fields' own sample content. Errors name the row and field.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { downloadBlob } from '../ui/download';
import { designer, useView } from '../store';
import { PdfPages } from './PdfPages';
import { warmUpPdfJs } from './pdfjs';
import { usePreviewRender } from './usePreviewRender';
import '../ui/panels.css';

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(240);
  // Measured before the first paint: a first draw at a guessed width would be thrown away and drawn again.
  useLayoutEffect(() => {
    if (ref.current) setWidth(Math.max(120, Math.floor(ref.current.clientWidth)));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(120, Math.floor(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** "Invoice – row 12.pdf", or "Invoice – sample.pdf" for the fields' own sample content. */
function previewFileName(row: number | null): string {
  const name = (designer.getCommittedDoc().platen?.name ?? 'Template').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-');
  return `${name} – ${row !== null ? `row ${row + 1}` : 'sample'}.pdf`;
}

export function PreviewPane() {
  const [enabled, setEnabled] = useState(true);
  const [refreshKey, setRefreshKey] = useState(0);
  const result = usePreviewRender(enabled, refreshKey);
  const row = useView((v) => v.previewRow);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  useEffect(warmUpPdfJs, []);
  /** The bytes whose pages are on screen (drawn: false when pdf.js could not draw them), and when that happened. */
  const [shown, setShown] = useState<{ pdf: Uint8Array; drawn: boolean; at: number } | null>(null);
  // While rendering, or after a failed render, the last good pages stay (dimmed) so the pane never goes blank.
  const pdf = result.state === 'ok' ? result.pdf : result.state === 'idle' ? undefined : result.previous;
  // The engine's bytes are not the picture: pdf.js still has to draw them, so "rendered" waits for that (issue #17).
  const onScreen = result.state === 'ok' && shown?.pdf === result.pdf ? shown : null;
  const stale = !onScreen;

  return (
    <section className="panel preview" aria-labelledby="preview-title">
      <h2 id="preview-title" className="panel__title">
        Preview
      </h2>
      <div className="pages__actions">
        <label className="prop--check prop">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>Live preview</span>
        </label>
        <button type="button" onClick={() => setRefreshKey((k) => k + 1)} disabled={!enabled}>
          Refresh
        </button>
        <button
          type="button"
          disabled={!enabled || result.state !== 'ok'}
          title="Save this PDF: the record shown, exactly as a batch prints it"
          onClick={() => result.state === 'ok' && downloadBlob(previewFileName(result.row), new Blob([result.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }))}
        >
          Download PDF
        </button>
      </div>
      <p className="preview__status" role="status">
        {!enabled
          ? 'Preview paused.'
          : result.state === 'rendering'
            ? 'Rendering…'
            : result.state === 'ok' && !onScreen
              ? 'Drawing the preview…'
              : result.state === 'ok' && onScreen?.drawn
                ? `${result.row !== null ? `Data row ${result.row + 1}` : 'Sample content'} · rendered in ${Math.round(onScreen.at - result.started)} ms`
                : ''}
      </p>
      {result.state === 'failed' && (
        <div role="alert" className="panel__error">
          <p style={{ margin: 0 }}>The PDF could not be made:</p>
          <ul className="preview__errors">
            {result.errors.slice(0, 10).map((error, i) => (
              <li key={i}>
                {row !== null ? `Row ${row + 1}` : 'Sample content'}
                {error.field ? `, field “${error.field}”` : ''}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.state === 'ok' && result.warnings.length > 0 && (
        <ul className="preview__errors" aria-label="Preview warnings">
          {result.warnings.slice(0, 10).map((w, i) => (
            <li key={i}>
              {w.field ? `Field “${w.field}”: ` : ''}
              {w.message}
            </li>
          ))}
        </ul>
      )}
      <div ref={box} style={{ opacity: stale ? 0.5 : 1, transition: 'opacity 120ms' }}>
        {enabled && pdf && <PdfPages pdf={pdf} widthPx={width} onShown={(bytes, drawn) => setShown({ pdf: bytes, drawn, at: performance.now() })} />}
      </div>
    </section>
  );
}
