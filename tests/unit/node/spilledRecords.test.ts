/**
 * Past SPILL_AFTER_BYTES the packed records go to an unnamed file (src/node/spillFile.ts, packedRecords.ts) so a batch
 * of any length holds no more than that of them: the records must come back the same from it, in any order, across
 * the data thread's end; no file may be left with a name; and when no file can be written they stay in memory.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdtempSync, openSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords } from '../../../src/node/dataReader';
import { PackedRecords, RECORDS_A_BLOCK, RecordPacker, SPILL_AFTER_BYTES, type SpillPolicy } from '../../../src/node/packedRecords';
import { openSpillFile } from '../../../src/node/spillFile';
import type { DataRecord, Template } from '../../../src/templates/types';

const dir = mkdtempSync(join(tmpdir(), 'platen-spill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const records: DataRecord[] = Array.from({ length: RECORDS_A_BLOCK * 3 + 7 }, (_, i) => ({
  invoiceNumber: `INV-${String(i).padStart(6, '0')}`,
  customer: i % 2 ? 'Northwind Office Supply' : '山田 太郎 🧾',
  note: randomBytes(40).toString('base64'),
}));

function packed(spill: SpillPolicy) {
  const packer = new RecordPacker(records.length, spill);
  for (const record of records) packer.add(record);
  return packer.finish();
}

/** Descriptors of this process open on a file of `folder` that has been unlinked. */
const unlinkedIn = (folder: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(`${folder}/`) && readlinkSync(`/proc/self/fd/${fd}`).endsWith(' (deleted)');
    } catch {
      return false; // the descriptor readdir itself used, closed since
    }
  });

describe('records spilled to a file', () => {
  it('come back from the file whole, asked in any order, and the file has no name from the moment it is open', () => {
    const folder = mkdtempSync(join(dir, 'any-order-'));
    const pack = packed({ afterBytes: 0, fd: openSpillFile(folder)! });
    expect(pack.spill).toBeDefined();
    expect(pack.blocks.length).toBe(0);
    expect(readdirSync(folder)).toEqual([]);
    expect(fstatSync(pack.spill!.fd).size).toBe(pack.blockEnds[pack.blockEnds.length - 1]);
    const list = new PackedRecords(pack);
    const order = [records.length - 1, 0, RECORDS_A_BLOCK, RECORDS_A_BLOCK - 1, RECORDS_A_BLOCK * 2 + 3, 1, ...records.keys()];
    for (const index of order) expect({ ...list.at(index) }).toEqual(records[index]);
  });

  it('stay in memory while they are under the limit, and when the file takes no bytes', () => {
    const fd = openSpillFile(dir)!;
    expect(packed({ afterBytes: 1 << 30, fd }).spill).toBeUndefined();
    expect(fstatSync(fd).size).toBe(0);
    closeSync(fd);
    expect(openSpillFile(join(dir, 'no such folder'))).toBeUndefined();
    const readOnly = join(dir, 'read-only');
    writeFileSync(readOnly, '');
    const refusing = openSync(readOnly, 'r');
    const pack = packed({ afterBytes: 0, fd: refusing });
    expect(pack.spill).toBeUndefined();
    closeSync(refusing);
    const list = new PackedRecords(pack);
    for (const index of records.keys()) expect({ ...list.at(index) }).toEqual(records[index]);
  });

  it('are read back in the main thread after the data thread that wrote them has ended', async () => {
    const folder = mkdtempSync(join(dir, 'thread-'));
    const many = Array.from({ length: 3_000 }, (_, i) => ({ name: `Person ${i}`, note: randomBytes(2_200).toString('base64') }));
    const path = join(folder, 'many.json');
    writeFileSync(path, JSON.stringify(many));
    const field = (name: string) => ({ name, type: 'text', position: { x: 10, y: 10 }, width: 50, height: 10 });
    const template = { basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] }, schemas: [[field('name'), field('note')]] } as unknown as Template;
    const before = process.env.TMPDIR;
    process.env.TMPDIR = folder; // the data thread's tmpdir()
    let read;
    try {
      read = await readRecords(path, template);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Buffer.byteLength(JSON.stringify(many)) * 0.75).toBeGreaterThan(SPILL_AFTER_BYTES); // past the limit even deflated
    // (the TypeScript loader of the tests' threads keeps its cache there too)
    expect(readdirSync(folder).filter((name) => name.startsWith('platen-'))).toEqual([]);
    expect(unlinkedIn(folder)).toHaveLength(1);
    for (const index of [2_999, 0, 1_000, 257, 255, 2_048]) expect({ ...read.records.at(index) }).toEqual(many[index]);
  });
});
