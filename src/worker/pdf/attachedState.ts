/**
 * State that belongs to one short-lived object — a record's pdf-lib document, its pages, its fonts' embedders — kept
 * on the object itself, under a symbol of its own, with a WeakMap's get/set/has/delete.
 *
 * Why not a module-level WeakMap: V8's young-generation collector (the scavenger) keeps a WeakMap's entry alive when
 * its value leads back to its key (as a record's state leads to its document), whether or not anything else reaches
 * the key; only a full collection drops such entries. A WeakMap that lives as long as the worker, keyed by each
 * record's document or embedder, therefore kept the state of the records drawn since the last full collection (fonts,
 * operators, and through them whole documents) alive through every scavenge. With a file per record each scavenge
 * promoted ~640 KB of finished records to the old generation, which only full collections reclaim; with this and
 * without allocation-site pretenuring (src/worker/node/createNodeEngine.ts's NO_PRETENURING) ~20 KB (issue #23).
 * State kept on its owner dies with it.
 *
 * The state is data, never a function made for its owner: a closure stored on a record's pdf-lib objects, beside the
 * objects they hold, kept the whole document through every young-generation collection too
 * (tests/unit/worker/engine/youngGeneration.test.ts). Behaviour patched onto pdf-lib goes on its prototypes, once.
 *
 * A key that takes no new property (frozen, sealed) falls back to a WeakMap, so the behaviour is a WeakMap's for any
 * object.
 */

/** What a slot holds after `delete`: deleting a property would turn the object's layout into a slow dictionary. */
const ABSENT: unique symbol = Symbol('absent');

export class AttachedState<K extends object, V> {
  private readonly slot: symbol;
  private unextensible?: WeakMap<K, V>;

  /** `description` names the state in a debugger. */
  constructor(description: string) {
    this.slot = Symbol(description);
  }

  get(owner: K): V | undefined {
    if (Object.prototype.hasOwnProperty.call(owner, this.slot)) {
      const value = (owner as Record<symbol, V | typeof ABSENT>)[this.slot];
      return value === ABSENT ? undefined : value;
    }
    return this.unextensible?.get(owner);
  }

  has(owner: K): boolean {
    if (Object.prototype.hasOwnProperty.call(owner, this.slot)) return (owner as Record<symbol, unknown>)[this.slot] !== ABSENT;
    return this.unextensible?.has(owner) ?? false;
  }

  set(owner: K, value: V): this {
    this.write(owner, value);
    return this;
  }

  delete(owner: K): boolean {
    const had = this.has(owner);
    if (Object.prototype.hasOwnProperty.call(owner, this.slot)) this.write(owner, ABSENT);
    else this.unextensible?.delete(owner);
    return had;
  }

  private write(owner: K, value: V | typeof ABSENT): void {
    if (Object.prototype.hasOwnProperty.call(owner, this.slot)) {
      (owner as Record<symbol, unknown>)[this.slot] = value;
    } else if (Object.isExtensible(owner)) {
      // not enumerable: no copy of the owner made by spreading or Object.assign carries its state along
      Object.defineProperty(owner, this.slot, { value, writable: true, configurable: true, enumerable: false });
    } else if (value === ABSENT) {
      this.unextensible?.delete(owner);
    } else {
      (this.unextensible ??= new WeakMap()).set(owner, value as V);
    }
  }
}
