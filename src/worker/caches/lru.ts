/**
 * A small least-recently-used cache: a Map to find an entry and a doubly linked list in order of use (most recent
 * at the head), so that a hit moves its entry by relinking it. Moving every hit to the newest end of the Map itself (a
 * delete and a set, as this cache did) cost a warm invoice ~3 % of its render (issue #23): text shaping and kept
 * draws hit these caches dozens of times a record.
 */
interface Entry<K, V> {
  key: K;
  value: V;
  newer?: Entry<K, V>;
  older?: Entry<K, V>;
}

export class Lru<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private newest?: Entry<K, V>;
  private oldest?: Entry<K, V>;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry !== this.newest) {
      this.unlink(entry);
      this.linkNewest(entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      this.get(key);
      return;
    }
    const added: Entry<K, V> = { key, value };
    this.entries.set(key, added);
    this.linkNewest(added);
    if (this.entries.size > this.capacity && this.oldest) {
      const stale = this.oldest;
      this.unlink(stale);
      this.entries.delete(stale.key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.newest = this.oldest = undefined;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    entry.newer = entry.older = undefined;
  }

  private linkNewest(entry: Entry<K, V>): void {
    entry.older = this.newest;
    if (this.newest) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
  }
}
