/**
 * Keys seen once, remembered by a 32-bit hash each instead of the key itself (RepeatCache's first sightings). A batch's
 * one-off keys (order numbers, names, a design with its value) are most of what its caches see: kept as strings in a
 * Set they took ~3 MB of a render worker's heap after its first ~7,500 invoices (heap snapshots of a merged batch,
 * issue #23), ~9 MB by estimate at their limit, and a key sliced from a record's text held that whole text alive.
 * Here a sighting is 4 bytes outside V8's heap, in a table of buckets of eight, doubled while at most half full up to
 * the power of two at or above twice the limit: 98–99 % of sightings stay while there is room (buckets of four: 94 %).
 *
 * Approximate by design, in the cache's favour: a key whose bucket is full takes the place of an older sighting (the
 * older key, when it comes back, is a first sighting again), and a key sharing another's hash is taken as seen (its
 * value is kept one sighting early). Neither can give a key another key's value: the values are kept by whole key.
 */
const BUCKET = 8;
const FIRST_SLOTS = 64;
const EMPTY = 0;

/** FNV-1a over the key's UTF-16 units; never EMPTY. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash === EMPTY ? 1 : hash;
}

export class FirstSightings {
  private slots = new Int32Array(FIRST_SLOTS);
  /** log2 of the bucket count: a hash's bucket is the top bits of its product with the golden ratio */
  private bucketBits = Math.log2(FIRST_SLOTS / BUCKET);
  private used = 0;
  private readonly maxSlots: number;

  /** About `limit` sightings remembered at once: the table stops growing at the power of two at or above twice that. */
  constructor(limit: number) {
    let slots = FIRST_SLOTS;
    while (slots < 2 * limit) slots *= 2;
    this.maxSlots = slots;
  }

  has(key: string): boolean {
    return this.slotOf(hashOf(key)) >= 0;
  }

  /** Forgets `key`, saying whether it had been seen. */
  take(key: string): boolean {
    return this.forget(hashOf(key));
  }

  add(key: string): void {
    const hash = hashOf(key);
    if (this.slotOf(hash) < 0) this.insert(hash);
  }

  /** A second sighting forgets `key` and says true; a first remembers it and says false (the key hashed once). */
  takeOrAdd(key: string): boolean {
    const hash = hashOf(key);
    if (this.forget(hash)) return true;
    this.insert(hash);
    return false;
  }

  clear(): void {
    this.slots = new Int32Array(FIRST_SLOTS);
    this.bucketBits = Math.log2(FIRST_SLOTS / BUCKET);
    this.used = 0;
  }

  private firstSlotOf(hash: number): number {
    return (Math.imul(hash, 0x9e3779b1) >>> (32 - this.bucketBits)) * BUCKET;
  }

  private forget(hash: number): boolean {
    const slot = this.slotOf(hash);
    if (slot < 0) return false;
    this.slots[slot] = EMPTY;
    this.used--;
    return true;
  }

  private insert(hash: number): void {
    if (this.used >= this.slots.length / 2 && this.slots.length < this.maxSlots) this.grow();
    this.place(hash);
  }

  private slotOf(hash: number): number {
    const first = this.firstSlotOf(hash);
    for (let slot = first; slot < first + BUCKET; slot++) if (this.slots[slot] === hash) return slot;
    return -1;
  }

  /** Into its bucket's first empty slot, or in place of the sighting its hash picks among the eight. */
  private place(hash: number): void {
    const first = this.firstSlotOf(hash);
    for (let slot = first; slot < first + BUCKET; slot++) {
      if (this.slots[slot] === EMPTY) {
        this.slots[slot] = hash;
        this.used++;
        return;
      }
    }
    this.slots[first + (hash & (BUCKET - 1))] = hash;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.bucketBits++;
    this.used = 0;
    for (const hash of old) if (hash !== EMPTY) this.place(hash);
  }
}
