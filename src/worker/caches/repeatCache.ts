/**
 * A cache that keeps a value only once its key has been asked for before. A batch repeats some values on every
 * record (labels, a company QR code) and never repeats others (order numbers, names); keeping the one-offs would push
 * out the repeats and hold garbage in the worker's heap until evicted. First sightings cost a hash each
 * (firstSightings.ts), not the key.
 */
import { FirstSightings } from './firstSightings';
import { Lru } from './lru';

export class RepeatCache<V> {
  private readonly kept: Lru<string, V>;
  private readonly seenOnce: FirstSightings;

  /** `capacity` values kept (least recently used go first); about `maxSeen` first sightings remembered. */
  constructor(capacity: number, maxSeen = capacity * 16) {
    this.kept = new Lru(capacity);
    this.seenOnce = new FirstSightings(maxSeen);
  }

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  /** Offers a freshly computed value: kept if its key was seen before, else its key is remembered. */
  offer(key: string, value: V): void {
    if (this.seenOnce.takeOrAdd(key)) this.kept.set(key, value);
  }

  /** As offer, for a value worth making only to keep it: `make` runs at the key's second sighting (undefined: none kept). */
  offerMade(key: string, make: () => V | undefined): void {
    if (!this.seenOnce.takeOrAdd(key)) return;
    const value = make();
    if (value !== undefined) this.kept.set(key, value);
  }

  /** Whether `key` was offered once and not yet kept: an offer now would keep its value. */
  hasSeen(key: string): boolean {
    return this.seenOnce.has(key);
  }

  /** Notes a sighting of `key` with no value to offer (a value offered at its next sighting is kept). */
  remember(key: string): void {
    this.seenOnce.add(key);
  }

  get size(): number {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
    this.seenOnce.clear();
  }
}
