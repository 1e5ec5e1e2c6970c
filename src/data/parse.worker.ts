/// <reference lib="webworker" />
/**
 * A small dedicated worker that parses data files off the main thread, so 100,000 rows never freeze the page.
 * Separate from the rendering worker (src/worker), which owns pdfme; this one only knows src/data.
 */
import { parseDataFile, type DataFileInput } from './dataFile';

self.onmessage = async (event: MessageEvent<DataFileInput>) => {
  try {
    self.postMessage({ ok: true, table: await parseDataFile(event.data) });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
