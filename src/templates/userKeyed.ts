/**
 * Objects keyed by the user's text — column names, field names, record keys. A plain `{}` answers "constructor"
 * and "toString" from Object.prototype and turns `obj["__proto__"] = x` into a prototype change, so a field named
 * `constructor` never matched its column and `--name '{__proto__}'` printed "[object Object]". These have no
 * prototype: every key is just a key.
 */

/** An empty object with no prototype, for keys that come from user data. */
export const userKeyed = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** `object[key]` only when `key` is the object's own (never an inherited Object.prototype member). */
export function ownValue<T>(object: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return object && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** A copy of `object` with no prototype (own enumerable keys, "__proto__" included). */
export function toUserKeyed<T>(object: Readonly<Record<string, T>> | null | undefined): Record<string, T> {
  const out = userKeyed<T>();
  if (object) for (const key of Object.keys(object)) out[key] = object[key];
  return out;
}
