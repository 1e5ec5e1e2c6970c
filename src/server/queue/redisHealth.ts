/**
 * Redis as a dependency of `platen serve` (src/server/http/health.ts): a connection of its own that never queues a
 * command while Redis is away, so its state says at once whether Redis can be reached; the queue's connections wait
 * for Redis instead (redisConnection.ts), which is what made batch routes hang while it was down (issue #20).
 */
import { Redis } from 'ioredis';
import type { Dependency } from '../http/health';
import { shownUrl } from './redisConnection';

/** How often the watching connection tries again while Redis is away, ms. */
const RECONNECT_MS = 500;

export interface RedisDependency extends Dependency {
  close(): void;
}

export function redisDependency(url: string): RedisDependency {
  const watch = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => RECONNECT_MS, connectTimeout: 2000 });
  watch.on('error', () => undefined);
  const unreachable = `Redis at ${shownUrl(url)} cannot be reached`;
  return {
    name: 'redis',
    async check() {
      if (watch.status !== 'ready') return unreachable;
      await watch.ping();
      return null;
    },
    availableNow: () => watch.status === 'ready',
    unavailableMessage: `batches cannot be started or read now: ${unreachable} (the queue); try again once it is back`,
    close: () => watch.disconnect(),
  };
}
