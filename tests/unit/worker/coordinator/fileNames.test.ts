/** ZIP entry names decided row by row (patternNamer): the same names as deciding each from scratch, in one pass. */
import { describe, expect, it } from 'vitest';
import { fileNamesFor, patternNamer, safeFileName, UniqueNames } from '../../../../src/worker/coordinator/fileNames';

/** The rule as written before names were decided row by row: each repeat counts up from (2) among every name taken. */
function namesCountingFromTwo(values: string[]): string[] {
  const taken = new Set<string>();
  return values.map((value) => {
    const name = safeFileName(value);
    let unique = name;
    for (let n = 2; taken.has(unique.toLowerCase()); n += 1) unique = name.replace(/\.pdf$/, ` (${n}).pdf`);
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/** A small pseudo-random sequence, so a failure names the seed that made it. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('entry names from a pattern', () => {
  it('are the lowest free (n) for each repeat, as counting up from (2) gives, whatever the order of repeats and literal “(n)” values', () => {
    // Values chosen to collide: repeats, case variants, and values that are themselves another value's “(n)” name.
    const pool = ['a', 'A', 'a (2)', 'a (3)', 'A (4)', 'b', 'b (2)', 'b (2) (2)', 'c', 'a (2) (2)'];
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = randomFrom(seed);
      const values = Array.from({ length: 40 }, () => pool[Math.floor(next() * pool.length)]);
      const records = values.map((name) => ({ name }));
      const name = patternNamer('{name}.pdf', records);
      expect(values.map((_, row) => name(row)), `seed ${seed}`).toEqual(namesCountingFromTwo(values));
    }
  });

  it('never gives two rows one name, case aside', () => {
    const records = ['x', 'X', 'x (2)', 'x', 'X (2)', 'x'].map((name) => ({ name }));
    const names = [...fileNamesFor('{name}.pdf', records, records.keys()).values()];
    expect(names).toEqual(['x.pdf', 'X (2).pdf', 'x (2) (2).pdf', 'x (3).pdf', 'X (2) (3).pdf', 'x (4).pdf']);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('names the rows of one constant pattern with a lookup or two a row, not one per earlier repeat', () => {
    // Counting every repeat up from (2) looked up ~n²/2 names: ~5 billion for 100,000 statements named alike.
    let lookups = 0;
    const taken = new Set<string>();
    const counted = { has: (key: string) => (lookups += 1, taken.has(key)), add: (key: string) => taken.add(key) };
    const records = { length: 5_000, at: () => ({}) };
    const name = patternNamer('statement.pdf', records, new UniqueNames(counted));
    const names = Array.from({ length: records.length }, (_, row) => name(row));
    expect(names.slice(0, 3)).toEqual(['statement.pdf', 'statement (2).pdf', 'statement (3).pdf']);
    expect(names.at(-1)).toBe('statement (5000).pdf');
    expect(lookups).toBeLessThanOrEqual(2 * records.length);
  });
});
