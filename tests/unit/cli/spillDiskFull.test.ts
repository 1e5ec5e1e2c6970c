/**
 * A disk that fills while a long batch's records go to their spill file (src/node/packedRecords.ts): the blocks
 * already written are read back, the rest stay in memory, and every record is checked as it would have been. The
 * process's file-size limit (`ulimit -f`, EFBIG past it) stands in for the full disk, set so the spill file takes its
 * first write and the block after it, then refuses the next part-way.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPILL_AFTER_BYTES, packRecords } from '../../../src/node/packedRecords';
import { platen, platenUnderFileLimit, removeScratch, scratch, type CliRun } from './support';

afterAll(removeScratch);

const VALID_EAN = '4006381333931';
/** Records (by index in the array) whose EAN-13 is refused: before the spill, in the block written after it, in the last. */
const BAD = [1, 999, 2999, 3499];

const records = Array.from({ length: 3500 }, (_, index) => ({
  name: `Person ${index + 1}`,
  company: 'Analytical Engines Ltd',
  ean: BAD.includes(index) ? '12345' : VALID_EAN,
  // incompressible, so 3,500 records pass the spill limit
  note: randomBytes(1500).toString('base64'),
}));

/** Where the data thread's packer writes: its first write (every block up to the first past the limit), then each block. */
function spillWrites(): number[] {
  const { blockEnds } = packRecords(records);
  const first = blockEnds.findIndex((end) => end > SPILL_AFTER_BYTES);
  return [blockEnds[first], ...blockEnds.slice(first + 1)];
}

const refusedRecords = (run: CliRun): number[] => [...run.stderr.matchAll(/records\[(\d+)\] field "ean": EAN-13/g)].map((match) => Number(match[1]));

describe('a disk that fills while records spill', () => {
  it('checks every record as with room to spare, the blocks written before the disk filled read back', async () => {
    const writes = spillWrites();
    expect(writes.length).toBeGreaterThanOrEqual(3); // the first write, one more block, and one the disk refuses
    // ulimit -f counts KiB: the limit falls between the second write's end and the third's
    const limit = Math.floor((writes[1] + (writes[2] - writes[1]) / 2) / 1024) * 1024;
    expect(limit).toBeGreaterThan(writes[1]);
    expect(limit).toBeLessThan(writes[2]);
    const data = join(scratch(), 'people.json');
    writeFileSync(data, JSON.stringify(records));

    const roomy = await platen('validate', '-t', 'badge.json', '-d', data);
    const full = await platenUnderFileLimit(limit, 'validate', '-t', 'badge.json', '-d', data);
    expect(refusedRecords(roomy)).toEqual(BAD);
    expect(full.stderr).toBe(roomy.stderr);
    expect(full.stdout).toBe(roomy.stdout);
    expect(full.stdout).toContain('people.json: 3500 records, 4 errors');
    expect(full.status).toBe(1);
  }, 600_000);
});
