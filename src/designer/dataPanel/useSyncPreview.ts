/**
 * Keeps the canvas and preview on the chosen record (designer view: previewRecord, previewRow) and loads the
 * template's data session when another template is opened. Used by DataPreviewSync, mounted for the page's lifetime.
 */
import { useEffect, useMemo } from 'react';
import { designer, useView } from '../store';
import { dataSession, useDataSession } from './dataSession';
import { watchOpenTemplate } from './sessionPersistence';
import type { SessionRecords } from './useSessionRecords';

export function useSyncPreview(session: SessionRecords): void {
  const row = useDataSession((s) => s.row);
  const hasEdits = useDataSession((s) => Object.keys(s.edits).length > 0);
  // Opening another template resets the view; the record is set again for it.
  const templateId = useView((view) => view.templateId);

  useEffect(watchOpenTemplate, []);

  const record = useMemo(() => (session.table || hasEdits ? (session.recordAt(row) ?? null) : null), [session, row, hasEdits]);
  useEffect(() => {
    const view = designer.getView();
    const previewRow = record ? row : null;
    if (view.previewRecord !== record || view.previewRow !== previewRow) designer.setView({ previewRecord: record, previewRow });
  }, [record, row, templateId]);

  useEffect(() => {
    if (session.count > 0 && row >= session.count) dataSession.set({ row: session.count - 1 });
  }, [row, session.count]);
}
