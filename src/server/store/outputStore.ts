/**
 * Where batch outputs and the parts they are assembled from are kept: a directory (on a volume shared by the
 * machines, src/server/store/directoryStore.ts) or, behind the same interface, an S3-compatible bucket. Keys are
 * deterministic ('batches/<id>/chunks/000012.zip') and every write is atomic, so a chunk rendered twice (a worker
 * died after writing it) replaces its file instead of adding a second one. Listing and removal read only under the
 * prefix they are given (a directory, or an S3 prefix listing), so a batch's own work never walks the other
 * batches (issue #20: 100,000 old batches made a cancel take 6–14 s).
 */
/** Where every batch's files are in the store: one folder (prefix) per batch, 'batches/<id>/'. */
export const BATCHES_PREFIX = 'batches/';

export interface OutputStore {
  /** Writes the whole value atomically (readers see the old value or the new one, never a part). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Writes a stream atomically; resolves with the bytes written. */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  get(key: string): Promise<Uint8Array | undefined>;
  /** byte size, or undefined when there is no such key */
  size(key: string): Promise<number | undefined>;
  /** A readable over the value or a byte range of it (both ends included). */
  open(key: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  /** keys under a prefix, sorted */
  list(prefix: string): Promise<string[]>;
  /** removes every key under a prefix, with whatever unfinished writes left there */
  remove(prefix: string): Promise<void>;
  /** the names one level under a '/'-ended prefix ('batches/' → the batch ids), for the retention sweep */
  children(prefix: string): Promise<string[]>;
  /** ms since the epoch of the newest write under a prefix (unfinished ones included); undefined when empty */
  modifiedAt(prefix: string): Promise<number | undefined>;
}
