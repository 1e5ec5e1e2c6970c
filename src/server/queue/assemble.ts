/**
 * The batch's one output, made from its chunks' outputs once every chunk has finished: a ZIP whose entries are the
 * chunks' PDFs in row order under the names a one-machine batch gives (made for the whole batch when it was split,
 * chunkJob.ts), or one PDF whose pages are the chunks' merged PDFs in row order. Runs as the batch's single
 * 'assemble' job (chunkWorker.ts); writing is atomic and the key deterministic, so running it again is harmless.
 */
import { unzipSync } from 'fflate';
import { mergeParts } from '../../worker/coordinator/mergeParts';
import { ZipWriter } from '../../worker/coordinator/zipWriter';
import type { OutputStore } from '../store/outputStore';
import { finishBatch, readBatchRecord } from './batchRecord';
import { CHUNK_ENTRY, type ChunkInput } from './chunkJob';
import { readJson, type ChunkContext } from './chunkProcessor';
import { batchKeys, storeKeys } from './names';

/** A chunk's ZIP as [batch entry name, PDF] in row order; entries of skipped rows cannot occur. */
async function chunkEntries(store: OutputStore, batchId: string, index: number): Promise<[string, Uint8Array][]> {
  const keys = storeKeys(batchId);
  const bytes = await store.get(keys.chunkOutput(index, 'zip'));
  // No output: the chunk failed on every attempt and its rows are failed records.
  if (!bytes) return [];
  const input = await readJson<ChunkInput>(store, keys.chunkInput(index));
  const entries: [number, Uint8Array][] = Object.entries(unzipSync(bytes)).map(([name, pdf]) => {
    const match = CHUNK_ENTRY.exec(name);
    if (!match) throw new Error(`unexpected entry ${name} in chunk ${index + 1} of batch ${batchId}`);
    return [Number(match[1]) - 1, pdf];
  });
  entries.sort((a, b) => a[0] - b[0]);
  return entries.map(([local, pdf]) => [input.names?.[local] ?? `record-${input.first + local + 1}.pdf`, pdf]);
}

async function* zipOutput(store: OutputStore, batchId: string, chunks: number): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => void ready.push(chunk));
  for (let index = 0; index < chunks; index += 1) {
    for (const [name, pdf] of await chunkEntries(store, batchId, index)) zip.add(name, pdf);
    yield* ready.splice(0);
  }
  zip.finish();
  yield* ready.splice(0);
}

async function mergedOutput(store: OutputStore, batchId: string, chunks: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (let index = 0; index < chunks; index += 1) {
    const part = await store.get(storeKeys(batchId).chunkOutput(index, 'merged'));
    // Missing: the chunk failed; empty: none of its records rendered.
    if (part && part.length > 0) parts.push(part);
  }
  return parts.length > 0 ? mergeParts(parts) : new Uint8Array(0);
}

/** Assembles the batch's output and marks it done; does nothing when the batch has already ended (e.g. cancelled). */
export async function assembleBatch(context: ChunkContext, batchId: string): Promise<void> {
  const { redis, store } = context;
  const meta = batchKeys(context.prefix, batchId).meta;
  const batch = await readBatchRecord(redis, meta);
  if (!batch || batch.state !== 'queued') return;
  const keys = storeKeys(batchId);
  const outputKey = keys.output(batch.output);
  let bytes: number;
  if (batch.output === 'zip') bytes = await store.putStream(outputKey, zipOutput(store, batchId, batch.chunks));
  else {
    const pdf = await mergedOutput(store, batchId, batch.chunks);
    await store.put(outputKey, pdf);
    bytes = pdf.length;
  }
  if (await finishBatch(redis, meta, 'done', { outputBytes: bytes })) {
    // The chunks' inputs and outputs have served; the output alone is kept.
    await store.remove(`${keys.base}chunks/`);
  }
}
