/**
 * The batch's one output, made from its chunks' outputs: a ZIP whose entries are the chunks' PDFs in row order under
 * the names a one-machine batch gives (made for the whole batch when it was split and written so by each chunk,
 * chunkJob.ts; joined without unpacking, zipJoin.ts), or one PDF whose pages are the chunks' merged PDFs in row order,
 * streamed as the chunks are read. Runs as the batch's single 'assemble' job (chunkWorker.ts) once
 * every chunk has finished, or once the batch was cancelled: then from the chunks finished before the cancel, as the
 * embedded runner keeps what it rendered (issue #20). Writing is atomic, retried while the store fails, and the key
 * deterministic, so running it again is harmless; the chunks are removed only once the output is recorded.
 */
import { MergedOutput } from '../../worker/coordinator/mergedOutput';
import { pdfDeflate } from '../../worker/engine/pdfDeflate';
import type { OutputStore } from '../store/outputStore';
import { retryStoreWrite } from '../store/storeRetry';
import { finishBatch, readBatchRecord, setCancelledOutput } from './batchRecord';
import type { ChunkContext } from './chunkProcessor';
import { batchKeys, storeKeys } from './names';
import { finishedChunks } from './progressStore';
import { readChunkZip, ZipJoin } from './zipJoin';

/** The chunks' ZIPs joined in chunk order, their entries copied as they stand (zipJoin.ts). */
async function* zipOutput(store: OutputStore, batchId: string, chunks: readonly number[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const zip = new ZipJoin((bytes) => void ready.push(bytes));
  for (const index of chunks) {
    const bytes = await store.get(storeKeys(batchId).chunkOutput(index, 'zip'));
    // No output: the chunk failed on every attempt and its rows are failed records.
    if (bytes && bytes.length > 0) zip.add(readChunkZip(bytes));
    yield* ready.splice(0);
  }
  zip.finish();
  yield* ready.splice(0);
}

/**
 * The chunks' merged PDFs as one, written as each chunk is read (mergedOutput.ts): assembly holds one chunk's PDF,
 * not the batch's. Tagged or PDF/A chunks are still joined whole at the end.
 */
async function* mergedOutput(store: OutputStore, batchId: string, chunks: readonly number[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const merged = new MergedOutput((bytes) => void ready.push(bytes), pdfDeflate);
  for (const index of chunks) {
    const part = await store.get(storeKeys(batchId).chunkOutput(index, 'merged'));
    // Missing: the chunk failed; empty: none of its records rendered.
    if (part && part.length > 0) await merged.add(part);
    yield* ready.splice(0);
  }
  await merged.finish();
  yield* ready.splice(0);
}

/** Assembles the batch's output and marks it done (or notes a cancelled batch's output); else does nothing. */
export async function assembleBatch(context: ChunkContext, batchId: string): Promise<void> {
  const { redis, store } = context;
  const keys = batchKeys(context.prefix, batchId);
  const batch = await readBatchRecord(redis, keys.meta);
  const cancelled = batch?.state === 'cancelled' && batch.outputBytes === undefined;
  if (!batch || (batch.state !== 'queued' && !cancelled)) return;
  // A cancelled batch's finished set is final: no chunk finishes after the cancel (progressStore.finishChunk).
  const chunks = cancelled ? await finishedChunks(redis, keys) : Array.from({ length: batch.chunks }, (_, index) => index);
  const files = storeKeys(batchId);
  const outputKey = files.output(batch.output);
  const write = async (): Promise<number> => {
    return store.putStream(outputKey, batch.output === 'zip' ? zipOutput(store, batchId, chunks) : mergedOutput(store, batchId, chunks));
  };
  const bytes = cancelled && chunks.length === 0 ? 0 : await retryStoreWrite(`assembling the output of batch ${batchId}`, write, context.storeRetryMs, context.log);
  const recorded = cancelled ? await setCancelledOutput(redis, keys.meta, bytes) : await finishBatch(redis, keys.meta, 'done', { outputBytes: bytes });
  // The chunks' inputs and outputs have served; the output alone is kept. Removal is a batch's own directory.
  if (recorded) await store.remove(`${files.base}chunks/`);
}
