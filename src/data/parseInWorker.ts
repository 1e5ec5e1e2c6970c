/**
 * parseDataFileInWorker(file): the page's one call for importing a data file. Parses in a dedicated worker
 * (parse.worker.ts) and falls back to the calling thread where workers are unavailable (tests in Node).
 */
import type { DataTable } from './table';

/** Parses a CSV, TSV, JSON or XLSX file into a table; never rejects (failures are problems in the table). */
export async function parseDataFileInWorker(file: Blob & { name: string }, sheet?: string): Promise<DataTable> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (typeof Worker === 'undefined') {
    // Loaded only here, so the page's bundle does not carry the XLSX reader it never runs itself.
    const { parseDataFile } = await import('./dataFile');
    return parseDataFile({ name: file.name, bytes, sheet });
  }
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'platen-data-parser' });
  try {
    return await new Promise<DataTable>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ ok: true; table: DataTable } | { ok: false; message: string }>) => {
        const reply = event.data;
        resolve(reply.ok ? reply.table : failed(file.name, reply.message));
      };
      worker.onerror = (event) => resolve(failed(file.name, event.message || 'the parser stopped'));
      worker.postMessage({ name: file.name, bytes, sheet }, [bytes.buffer]);
    });
  } finally {
    worker.terminate();
  }
}

function failed(name: string, message: string): DataTable {
  return { kind: 'csv', columns: [], rows: [], rowNumbers: [], rowUnit: 'line', problems: [{ path: ['rows'], message: `“${name}” could not be read: ${message}`, severity: 'error' }] };
}
