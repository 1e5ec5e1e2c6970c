/**
 * A store that fails for a while (a full disk freed, a volume remounted, an S3 endpoint that answers 503) must not
 * fail the batch: issue #20 saw a 40 s blip fail a batch after 29 s and discard 1,000 rendered records. Writes of
 * chunks and of the assembled output are therefore retried with backoff for a window (`platen worker
 * --store-retry-seconds`, default 10 minutes) before they count as failed, and what they say names the batch and the
 * operation, never a path on the server.
 */

/** ms a failing store write is retried for, by default */
export const DEFAULT_STORE_RETRY_MS = 10 * 60_000;
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 15_000;

/** A store write that kept failing for the whole window; its message is fit for a client. */
export class StoreFault extends Error {}

/** Why a store call failed, naming no server path: the system's error code, S3's status, or the message without paths. */
export function publicReason(error: unknown): string {
  if (error instanceof StoreFault) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string') return code;
  const message = error instanceof Error ? error.message : String(error);
  return /HTTP \d{3}.*$/.exec(message)?.[0] ?? message.replace(/(?:[A-Za-z]:)?[\\/][^\s'",:;]+/g, '…');
}

/**
 * Runs `write` until it succeeds or `windowMs` has passed, waiting 0.5 s, 1 s, 2 s… (at most 15 s) between tries;
 * `what` names the operation and the batch ("writing chunk 3 of batch 0a1b…"). `onRetry` hears each failure.
 */
export async function retryStoreWrite<T>(what: string, write: () => Promise<T>, windowMs: number, onRetry?: (message: string) => void): Promise<T> {
  const deadline = Date.now() + windowMs;
  let delay = FIRST_DELAY_MS;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      const reason = publicReason(error);
      if (Date.now() + delay > deadline) throw new StoreFault(`${what}: the output store kept failing for ${Math.round(windowMs / 1000)} s (${reason})`);
      onRetry?.(`${what}: the output store failed (${reason}); trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, LONGEST_DELAY_MS);
    }
  }
}
