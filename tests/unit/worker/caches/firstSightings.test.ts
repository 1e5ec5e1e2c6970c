/** First sightings by hash: remembered while there is room, bounded when there is not, never a key not added. */
import { describe, expect, it } from 'vitest';
import { FirstSightings } from '../../../../src/worker/caches/firstSightings';

const keys = (prefix: string, count: number): string[] => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
const remembered = (sightings: FirstSightings, of: string[]): number => of.filter((key) => sightings.has(key)).length;

describe('FirstSightings', () => {
  it('remembers nearly every key while under its limit, and a key once taken is a first sighting again', () => {
    const sightings = new FirstSightings(4000);
    const added = keys('order', 3000);
    for (const key of added) sightings.add(key);
    expect(remembered(sightings, added)).toBeGreaterThanOrEqual(0.98 * added.length);
    const some = added.find((key) => sightings.has(key))!;
    expect(sightings.take(some)).toBe(true);
    expect(sightings.take(some)).toBe(false);
    expect(sightings.has(some)).toBe(false);
  });

  it('never says a key was seen that was not added', () => {
    const sightings = new FirstSightings(4000);
    for (const key of keys('seen', 3000)) sightings.add(key);
    expect(remembered(sightings, keys('never', 20_000))).toBe(0);
    expect(sightings.has('')).toBe(false);
  });

  it('holds at most twice its limit, keeping the newest sightings, however many keys pass', () => {
    const sightings = new FirstSightings(1024);
    const passing = keys('name', 100_000);
    for (const key of passing) sightings.add(key);
    expect(remembered(sightings, passing)).toBeLessThanOrEqual(2 * 1024);
    expect(remembered(sightings, passing.slice(-300))).toBeGreaterThanOrEqual(250);
  });

  it('forgets everything when cleared', () => {
    const sightings = new FirstSightings(100);
    const added = keys('x', 50);
    for (const key of added) sightings.add(key);
    sightings.clear();
    expect(remembered(sightings, added)).toBe(0);
    sightings.add('x-1');
    expect(sightings.has('x-1')).toBe(true);
  });
});
