/**
 * Connections to Redis for the queue. BullMQ's must retry forever (a restarted Redis is waited for, not failed on),
 * which would also make a wrong URL hang without a word: the first connection is therefore probed without retries.
 */
import { Redis } from 'ioredis';

/**
 * A connection for BullMQ and the batch state: commands wait while Redis is away instead of failing. Its reconnect
 * errors go to `onError` (ioredis prints "Unhandled error event" for each when nobody listens).
 */
export function redisConnection(url: string, onError: (error: Error) => void = () => undefined): Redis {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', onError);
  return connection;
}

/** The URL without its password, for messages. */
export const shownUrl = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** Connects once without retrying; throws a sentence naming the (password-less) URL when Redis cannot be reached. */
export async function probeRedis(url: string): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new Error(`cannot reach Redis at ${shownUrl(url)}: ${(error as Error).message}`);
  } finally {
    probe.disconnect();
  }
}
