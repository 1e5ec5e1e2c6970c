/** Idempotency records in Redis (queue mode): SET NX claims a key atomically for every serve process, EX expires it. */
import { Redis } from 'ioredis';
import type { Claim, IdempotencyStore } from '../idempotency/idempotencyStore';

export function createRedisIdempotency(url: string, prefix = 'platen'): IdempotencyStore {
  // Fails at once while Redis is away (the request is then refused with 503) instead of waiting for it, as the queue's
  // connections do: a request held until Redis returns is the duplicate this exists to prevent.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 500 });
  redis.on('error', () => undefined);
  const keyOf = (key: string) => `${prefix}:idempotency:${key}`;
  return {
    async claim(key, fingerprint, ttlSeconds): Promise<Claim> {
      const claimed = await redis.set(keyOf(key), JSON.stringify({ fingerprint }), 'EX', ttlSeconds, 'NX');
      if (claimed === 'OK') return { kind: 'claimed' };
      const existing = await redis.get(keyOf(key));
      // Expired between the two calls: claim again.
      if (existing === null) return this.claim(key, fingerprint, ttlSeconds);
      return { kind: 'existing', record: JSON.parse(existing) };
    },
    async finish(key, record, ttlSeconds) {
      await redis.set(keyOf(key), JSON.stringify(record), 'EX', ttlSeconds);
    },
    async release(key) {
      await redis.del(keyOf(key));
    },
    close: () => redis.disconnect(),
  };
}
