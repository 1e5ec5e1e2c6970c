/** Values kept only once their key comes back. */
import { describe, expect, it } from 'vitest';
import { RepeatCache } from '../../../../src/worker/barcodes/repeatCache';

describe('RepeatCache', () => {
  it('keeps a value from its second sighting on, evicts the least recently used, and forgets first sightings when full', () => {
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
    for (const key of ['x', 'y', 'z', 'w']) cache.offer(key, key); // the fourth first sighting clears the three before
    cache.offer('x', 'X');
    expect(cache.get('x')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
