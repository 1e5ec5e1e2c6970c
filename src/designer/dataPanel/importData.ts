/**
 * Actions of the Import section: read a data file or pasted text into the session, add dropped pictures.
 * The first import into a template without a saved mapping saves the matched mapping (one undo entry).
 */
import { parsePastedText } from '../../data/csv';
import { dataFields } from '../../data/fields';
import { addImage, imagesFromZip } from '../../data/imageFiles';
import { autoMapping, mappingTargets } from '../../data/mapping';
import { parseDataFileInWorker } from '../../data/parseInWorker';
import type { DataTable } from '../../data/table';
import { setMapping } from '../../templates/commands/setMapping';
import { designer } from '../store';
import { dataSession, type DataSource } from './dataSession';

const DATA_FILE = /\.(csv|tsv|txt|json|xlsx|xlsm|xls)$/i;
const PICTURES = /\.(png|jpe?g|svg|gif|webp|bmp|zip)$/i;

export function isDataFile(name: string): boolean {
  return DATA_FILE.test(name);
}

export function isPictureFile(name: string): boolean {
  return PICTURES.test(name);
}

function takeTable(table: DataTable, fileName: string, source: DataSource): void {
  dataSession.set({
    table,
    source,
    fileName,
    importing: false,
    edits: {},
    row: 0,
    preflight: { status: 'idle', problems: [], flaggedRows: [] },
    batch: { status: 'idle' },
  });
  const doc = designer.getDoc();
  if (table.columns.length > 0 && !doc.platen?.mapping) {
    const mapping = autoMapping(table.columns, mappingTargets(dataFields(doc)).map((t) => t.name));
    if (Object.keys(mapping).length > 0) designer.run(setMapping, { mapping });
  }
}

/** Imports a CSV, TSV, JSON or XLSX file (parsed off the main thread); `sheet` picks an XLSX sheet. */
export async function importDataFile(file: File, sheet?: string): Promise<void> {
  dataSession.set({ importing: true });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const table = await parseDataFileInWorker(file, sheet);
  takeTable(table, file.name, { kind: 'file', name: file.name, bytes, sheet });
}

/** Re-reads the imported workbook with another sheet. */
export async function chooseSheet(sheet: string): Promise<void> {
  const source = dataSession.get().source;
  if (source?.kind === 'file') await importDataFile(new File([source.bytes as Uint8Array<ArrayBuffer>], source.name), sheet);
}

export function importPastedText(text: string): void {
  takeTable(parsePastedText(text), 'Pasted data', { kind: 'paste', text });
}

/** Reads a saved source again (after a reload), keeping the session's edits, row and settings. */
export async function reopenSource(source: DataSource): Promise<void> {
  if (source.kind === 'paste') {
    dataSession.set({ table: parsePastedText(source.text), source });
    return;
  }
  dataSession.set({ importing: true });
  const table = await parseDataFileInWorker(new File([source.bytes as Uint8Array<ArrayBuffer>], source.name), source.sheet);
  dataSession.set({ table, source, importing: false });
}

/** Adds pictures (or ZIPs of pictures) for image fields matched by file name; returns how many were added. */
export async function addPictureFiles(files: Iterable<File>): Promise<number> {
  const library = new Map(Object.entries(dataSession.get().images));
  const before = new Set(library.values()).size;
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (/\.zip$/i.test(file.name)) imagesFromZip(bytes, library);
    else addImage(library, file.webkitRelativePath || file.name, bytes);
  }
  dataSession.set({ images: Object.fromEntries(library) });
  return new Set(library.values()).size - before;
}

/** Files inside a dropped folder (Chrome and Edge give folders as FileSystemDirectoryEntry). */
export async function filesFromDrop(items: DataTransferItemList | null, files: FileList): Promise<File[]> {
  const entries = items ? [...items].map((item) => item.webkitGetAsEntry?.()).filter((e): e is FileSystemEntry => !!e) : [];
  if (!entries.some((entry) => entry.isDirectory)) return [...files];
  const out: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (entry.isFile) {
      out.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries returns at most 100 entries per call: read until empty.
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
        if (batch.length === 0) break;
        for (const child of batch) await walk(child);
      }
    }
  };
  for (const entry of entries) await walk(entry);
  return out;
}

export function clearData(): void {
  dataSession.set({ table: null, source: null, fileName: null, edits: {}, row: 0, images: {}, preflight: { status: 'idle', problems: [], flaggedRows: [] }, batch: { status: 'idle' } });
  designer.setView({ previewRecord: null, previewRow: null });
}
