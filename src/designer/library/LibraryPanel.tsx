/** The template library: saved templates, the gallery, import (file or drop) and export as pdfme JSON. */
import { useId, useState, type DragEvent } from 'react';
import { GALLERY_ENTRIES } from './gallery';
import { GalleryThumbnail } from './GalleryThumbnail';
import { library } from './instance';
import { LibraryRow } from './LibraryRow';
import { BackupControls } from './BackupControls';
import { FileButtons } from './FileButtons';
import { RepairOffer } from './RepairOffer';
import { ShareLinkControl } from './ShareLinkControl';
import { useLibraryState } from './useLibrary';
import '../ui/panels.css';

const SAVE_LABEL = { idle: '', pending: 'Saving…', saved: 'All changes saved', failed: 'Not saved' } as const;

async function importFiles(files: FileList | null | undefined) {
  const file = files?.[0];
  if (!file) return;
  await library.importText(file.name, await file.text());
}

export function LibraryPanel() {
  const state = useLibraryState();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle && state.records.length > 6 ? state.records.filter((r) => r.name.toLowerCase().includes(needle)) : state.records;

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void importFiles(e.dataTransfer.files);
  };

  return (
    <section className="panel library" aria-labelledby="library-title">
      <h2 id="library-title" className="panel__title">
        Templates
      </h2>
      <p className="library__status" role="status">
        {state.ready ? SAVE_LABEL[state.saving] : 'Opening the library…'}
      </p>
      <div className="pages__actions">
        <button type="button" onClick={() => void library.createBlank()}>
          New blank template
        </button>
        <button type="button" onClick={() => void library.exportOpen()}>
          Export JSON
        </button>
      </div>
      <FileButtons />
      <ShareLinkControl />
      <div
        className="library__drop"
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>Import a pdfme template (.json)</label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            void importFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <div>or drop the file here</div>
      </div>
      {state.message && (
        <div className={state.message.error ? 'panel__error' : 'panel__note'} role={state.message.error ? 'alert' : 'status'}>
          <p style={{ margin: 0 }}>{state.message.text}</p>
          {state.message.details && state.message.details.length > 0 && (
            <ul className="preview__errors">
              {state.message.details.slice(0, 8).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
          <button type="button" onClick={() => library.dismissMessage()}>
            Dismiss
          </button>
        </div>
      )}
      <RepairOffer />
      <h3 className="panel__subtitle">Saved</h3>
      {state.records.length > 6 && (
        <input type="text" aria-label="Search saved templates" placeholder="Search…" value={query} onChange={(e) => setQuery(e.target.value)} style={{ marginBottom: 4 }} />
      )}
      {state.records.length === 0 ? (
        <p className="panel__empty">No saved templates yet.</p>
      ) : shown.length === 0 ? (
        <p className="panel__empty">No template name contains “{query.trim()}”.</p>
      ) : (
        <ul className="library__list" aria-label="Saved templates">
          {shown.map((record) => (
            <LibraryRow key={record.id} record={record} open={record.id === state.openId} />
          ))}
        </ul>
      )}
      <h3 className="panel__subtitle">Keep the library</h3>
      <BackupControls recordCount={state.records.length} />
      {GALLERY_ENTRIES.length > 0 && (
        <>
          <h3 id="gallery-title" className="panel__subtitle">Start from the gallery</h3>
          <div className="library__gallery">
            {GALLERY_ENTRIES.map((entry) => (
              <button key={entry.id} type="button" className="gallery-card" aria-describedby="gallery-title" title={entry.description} onClick={() => void library.createFrom(entry.template, entry.name)}>
                <span className="gallery-card__page">
                  <GalleryThumbnail template={entry.template} />
                </span>
                <span className="gallery-card__name">{entry.name}</span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
