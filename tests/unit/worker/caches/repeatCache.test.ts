/** Values kept only once their key comes back. */
import { describe, expect, it } from 'vitest';
import { RepeatCache } from '../../../../src/worker/caches/repeatCache';

describe('RepeatCache', () => {
  it('keeps a value from its second sighting on and evicts the least recently used', () => {
    const cache = new RepeatCache<string>(2, 3);
    cache.offer('a', 'A1');
    expect(cache.get('a')).toBeUndefined();
    cache.offer('a', 'A2');
    expect(cache.get('a')).toBe('A2');
    for (const key of ['b', 'c']) {
      cache.offer(key, key);
      cache.offer(key, key.toUpperCase());
    }
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    expect(cache.size).toBe(2);
  });

  it('keeps no value for a key sighted once however many one-offs pass, and keeps the repeats among them', () => {
    const cache = new RepeatCache<number>(8, 64);
    for (let index = 0; index < 10_000; index++) cache.offer(`one-off-${index}`, index);
    expect(cache.size).toBe(0);
    for (let index = 0; index < 10_000; index++) {
      cache.offer(`one-off-${index}`, index);
      if (index % 20 === 0) cache.offer('label', -1);
    }
    expect(cache.get('label')).toBe(-1);
    expect(cache.hasSeen('one-off-0')).toBe(false);
  });
});
