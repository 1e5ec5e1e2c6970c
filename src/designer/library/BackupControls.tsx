/**
 * Back up library / Restore, and whether the browser keeps the library (issue #21): the library lives in this
 * browser's storage, which a browser may clear under storage pressure unless it granted persistent storage.
 */
import { useEffect, useId } from 'react';
import { formatBytes } from '../../templates/shareLink';
import { library } from './instance';
import { refreshUsage, useStorageReport, type StorageReport } from './storagePersistence';

function persistenceText(report: StorageReport): string {
  if (!report.supported) return 'This browser cannot promise to keep the library: back it up now and then.';
  if (report.persisted === null) return 'Platen asks the browser to keep the library when it first saves.';
  return report.persisted
    ? 'Kept: the browser granted persistent storage and will not clear the library to free space.'
    : 'Not guaranteed: the browser did not grant persistent storage and may clear the library when space runs low. Back it up.';
}

export function BackupControls({ recordCount }: { recordCount: number }) {
  const report = useStorageReport();
  const inputId = useId();
  useEffect(() => void refreshUsage(), [recordCount]);
  return (
    <div className="library__backup">
      <div className="pages__actions">
        <button type="button" onClick={() => void library.backUpLibrary()}>
          Back up library
        </button>
      </div>
      <label htmlFor={inputId}>Restore from a backup (.json)</label>
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void file.text().then((text) => library.restoreLibrary(file.name, text));
        }}
      />
      <p className="library__storage">
        <span>{persistenceText(report)}</span>
        {report.usage !== null && <span> This site stores {formatBytes(report.usage)} in this browser.</span>}
      </p>
    </div>
  );
}
