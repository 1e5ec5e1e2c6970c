/**
 * Where Idempotency-Key records are kept, shared by every serve process as the batches are: Redis in queue mode
 * (redisIdempotency.ts), the data directory in embedded mode (directoryIdempotency.ts). A record is claimed atomically
 * when a request with a new key starts, and finished with the answer to give a retry; each expires after its ttl.
 */

/** What a request with a key left behind: the body's fingerprint, and the answer once there is one. */
export interface IdempotencyRecord {
  /** SHA-256 of the method, the path and the body as sent */
  fingerprint: string;
  /** absent while the first request is still being answered */
  response?: { status: number; location?: string; body: unknown };
}

export type Claim = { kind: 'claimed' } | { kind: 'existing'; record: IdempotencyRecord };

export interface IdempotencyStore {
  /** Claims `key` for a request with `fingerprint`, or answers the record an earlier request left. */
  claim(key: string, fingerprint: string, ttlSeconds: number): Promise<Claim>;
  /** Keeps the answer for retries (the claim's expiry starts again). */
  finish(key: string, record: IdempotencyRecord, ttlSeconds: number): Promise<void>;
  /** Forgets a claim whose request failed, so a retry is answered afresh. */
  release(key: string): Promise<void>;
  close?(): void;
}
