/** Import: choose or drop a CSV, XLSX or JSON file, paste cells, add pictures for image fields. */
import { useRef, useState, type DragEvent } from 'react';
import { fileErrors } from '../../data/table';
import { useDataSession } from './dataSession';
import { addPictureFiles, chooseSheet, clearData, filesFromDrop, importDataFile, importPastedText, isDataFile, isPictureFile } from './importData';
import { ProblemList } from './ProblemList';

export function ImportSection() {
  const table = useDataSession((s) => s.table);
  const fileName = useDataSession((s) => s.fileName);
  const importing = useDataSession((s) => s.importing);
  const imageCount = useDataSession((s) => new Set(Object.values(s.images)).size);
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const [note, setNote] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);

  const takeFiles = async (files: File[]) => {
    const data = files.find((file) => isDataFile(file.name));
    const pictures = files.filter((file) => isPictureFile(file.name));
    if (!data && pictures.length === 0) {
      setNote(`“${files[0]?.name ?? 'That'}” is not a data file (CSV, TSV, JSON, XLSX) or a picture.`);
      return;
    }
    setNote('');
    if (pictures.length > 0) {
      const added = await addPictureFiles(pictures);
      setNote(`${added} picture${added === 1 ? '' : 's'} added for image fields.`);
    }
    if (data) await importDataFile(data);
  };

  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    await takeFiles(await filesFromDrop(event.dataTransfer.items, event.dataTransfer.files));
  };

  return (
    <div className="data-section">
      <div
        className={`data-drop${dragging ? ' data-drop--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drop a CSV, Excel (.xlsx) or JSON file here — or pictures, a folder or a ZIP of pictures for image fields.</p>
        <div className="data-row">
          <button type="button" className="data-primary" onClick={() => fileInput.current?.click()} disabled={importing}>
            Choose data file…
          </button>
          <button type="button" onClick={() => pictureInput.current?.click()}>
            Add pictures…
          </button>
        </div>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="Data file"
          accept=".csv,.tsv,.txt,.json,.xlsx,.xlsm,text/csv,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void takeFiles([file]);
          }}
        />
        <input
          ref={pictureInput}
          type="file"
          hidden
          multiple
          aria-label="Pictures"
          accept="image/png,image/jpeg,image/svg+xml,.zip"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void takeFiles(files);
          }}
        />
      </div>
      {importing && <p className="data-note" role="status">Reading the file…</p>}
      {note && <p className="data-note" role="status">{note}</p>}
      {table && (
        <div className="data-summary" role="status" aria-label="Imported data">
          <p>
            <strong>{fileName}</strong> — {table.rows.length.toLocaleString()} {table.rows.length === 1 ? 'row' : 'rows'}, {table.columns.length}{' '}
            {table.columns.length === 1 ? 'column' : 'columns'}
            {table.encoding ? `, ${table.encoding}` : ''}
            {imageCount > 0 ? `, ${imageCount} pictures` : ''}
          </p>
          <button type="button" className="data-link" onClick={clearData}>
            Clear data
          </button>
        </div>
      )}
      {table?.sheets && table.sheets.length > 1 && (
        <label className="data-field">
          Sheet
          <select aria-label="Sheet" value={table.sheet} onChange={(event) => void chooseSheet(event.target.value)}>
            {table.sheets.map((sheet) => (
              <option key={sheet}>{sheet}</option>
            ))}
          </select>
        </label>
      )}
      {table && fileErrors(table).length > 0 && (
        <p className="data-error" role="alert">
          “{fileName}” cannot be used as it is: fix the file and import it again. Nothing is generated from it.
        </p>
      )}
      {table && table.problems.length > 0 && <ProblemList problems={table.problems} label="Import problems" />}
      <label className="data-field data-field--block">
        Paste cells from a spreadsheet
        <textarea value={pasted} rows={4} placeholder={'name\tcompany\nAda Lovelace\tAnalytical Engines'} onChange={(event) => setPasted(event.target.value)} />
      </label>
      <button
        type="button"
        disabled={pasted.trim() === ''}
        onClick={() => {
          importPastedText(pasted);
          setPasted('');
        }}
      >
        Use pasted data
      </button>
    </div>
  );
}
