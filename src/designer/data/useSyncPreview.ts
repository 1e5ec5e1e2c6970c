/**
 * Keeps the canvas and preview on the chosen record (designer view: previewRecord, previewRow) and restores the
 * template's data session when another template is opened.
 */
import { useEffect } from 'react';
import { designer, useView } from '../store';
import { dataSession, useDataSession } from './dataSession';
import { restoreSession, scheduleSave } from './sessionPersistence';
import type { SessionRecords } from './useSessionRecords';

export function useSyncPreview(session: SessionRecords): void {
  const row = useDataSession((s) => s.row);
  const hasEdits = useDataSession((s) => Object.keys(s.edits).length > 0);
  const templateId = useView((v) => v.templateId);

  useEffect(() => {
    void restoreSession(templateId);
  }, [templateId]);

  useEffect(() => {
    // Save whenever the saved parts change (table, images, edits, row, settings).
    let last = dataSession.get();
    return dataSession.subscribe(() => {
      const now = dataSession.get();
      if (now.table !== last.table || now.images !== last.images || now.edits !== last.edits || now.row !== last.row || now.settings !== last.settings) {
        scheduleSave(templateId);
      }
      last = now;
    });
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
