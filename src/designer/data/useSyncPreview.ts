/**
 * Keeps the canvas and preview on the chosen record (designer view: previewRecord, previewRow) and loads the
 * template's data session when another template is opened.
 */
import { useEffect } from 'react';
import { designer, useView } from '../store';
import { dataSession, useDataSession } from './dataSession';
import { ensureSessionFor } from './sessionPersistence';
import type { SessionRecords } from './useSessionRecords';

export function useSyncPreview(session: SessionRecords): void {
  const row = useDataSession((s) => s.row);
  const hasEdits = useDataSession((s) => Object.keys(s.edits).length > 0);
  const templateId = useView((v) => v.templateId);

  useEffect(() => {
    void ensureSessionFor(templateId);
  }, [templateId]);

  const record = session.table || hasEdits ? (session.records[row] ?? null) : null;
  useEffect(() => {
    const view = designer.getView();
    const previewRow = record ? row : null;
    if (view.previewRecord !== record || view.previewRow !== previewRow) designer.setView({ previewRecord: record, previewRow });
  }, [record, row]);

  useEffect(() => {
    if (session.records.length > 0 && row >= session.records.length) dataSession.set({ row: session.records.length - 1 });
  }, [row, session.records.length]);
}
