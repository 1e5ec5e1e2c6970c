import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../../src/templates/gallery';
import { BACKUP_FORMAT, planRestore, readBackup, restoreSummary, serializeBackup, templateFingerprint, type BackupEntry } from '../../../src/templates/libraryBackup';
import { createRecord, type TemplateRecord } from '../../../src/templates/storage';

const records: TemplateRecord[] = GALLERY.slice(0, 4).map((entry, i) => createRecord(`id-${i}`, structuredClone(entry.template), 1000 + i, entry.name));
const entriesOf = (list: TemplateRecord[]): BackupEntry[] => list.map((r) => ({ ...r, settings: { output: 'zip', fileName: `{id}-${r.id}.pdf` } }));
let counter = 0;
const newId = () => `new-${++counter}`;

function roundTrip(list: TemplateRecord[]): BackupEntry[] {
  const read = readBackup(serializeBackup(entriesOf(list), Date.UTC(2026, 10, 26)));
  if (!read.ok) throw new Error(read.message);
  return read.entries;
}

describe('backing up the library', () => {
  it('writes a tagged, versioned file and reads every template back with its settings', () => {
    const text = serializeBackup(entriesOf(records), Date.UTC(2026, 10, 26));
    expect(JSON.parse(text)).toMatchObject({ format: BACKUP_FORMAT, version: 1, createdAt: '2026-11-26T00:00:00.000Z' });
    const entries = roundTrip(records);
    expect(entries.map((e) => [e.id, e.name, e.createdAt, e.updatedAt])).toEqual(records.map((r) => [r.id, r.name, r.createdAt, r.updatedAt]));
    expect(entries[2].settings).toEqual({ output: 'zip', fileName: '{id}-id-2.pdf' });
    for (const [i, e] of entries.entries()) expect(templateFingerprint(e.template)).toBe(templateFingerprint(records[i].template));
  });

  it('restoring into the same library changes nothing', () => {
    const plan = planRestore(roundTrip(records), records, newId);
    expect(plan).toEqual({ add: [], copies: [], unchanged: 4 });
    expect(restoreSummary(plan)).toBe('Restored 4 templates: 0 added, 0 kept as “(restored)” copies beside a different version in the library, 4 already in the library.');
  });

  it('adds new ids, and keeps both when an id holds other content: the restored one as a named copy', () => {
    const changed = structuredClone(records[1]);
    changed.template.schemas[0].pop();
    const library = [records[0], changed];
    const plan = planRestore(roundTrip(records), library, newId);
    expect(plan.unchanged).toBe(1);
    expect(plan.add.map((e) => e.id)).toEqual(['id-2', 'id-3']);
    expect(plan.copies).toHaveLength(1);
    expect(plan.copies[0].id).toMatch(/^new-/);
    expect(plan.copies[0].name).toBe(`${records[1].name} (restored)`);
    expect(plan.copies[0].template.platen?.name).toBe(`${records[1].name} (restored)`);
    expect(plan.copies[0].template.schemas[0].length).toBe(records[1].template.schemas[0].length);
  });

  it('gives an added template a free name when the library already uses it for another id', () => {
    const other = createRecord('other', structuredClone(GALLERY[5].template), 5, records[3].name);
    const plan = planRestore(roundTrip([records[3]]), [other], newId);
    expect(plan.add[0].id).toBe('id-3');
    expect(plan.add[0].name).toBe(`${records[3].name} (2)`);
  });

  it('refuses a broken backup with the problem and its place', () => {
    const good = JSON.parse(serializeBackup(entriesOf(records), 0));
    const cases: Array<[string, RegExp]> = [
      ['{"format": "platen-library-backup", ', /not valid JSON/],
      ['{"schemas": [[]]}', /single template, not a library backup/],
      [JSON.stringify({ ...good, version: 7 }), /format version 7/],
      [JSON.stringify({ ...good, templates: {} }), /"templates" is not a list/],
      [JSON.stringify({ ...good, templates: [good.templates[0], { ...good.templates[1], id: '' }] }), /templates\[1\] \(“.+”\) has no id/],
      [JSON.stringify({ ...good, templates: [good.templates[0], good.templates[1], { ...good.templates[2], template: { schemas: 'no' } }] }), /templates\[2\] \(“.+”\): /],
    ];
    for (const [text, why] of cases) {
      const read = readBackup(text);
      expect(read.ok, text.slice(0, 60)).toBe(false);
      if (!read.ok) {
        expect(read.message).toMatch(why);
        expect(read.message).toContain('The library is unchanged');
      }
    }
  });

  it('keeps a template’s warnings (a colour beacon removed), naming the entry', () => {
    const hostile = structuredClone(records[0]);
    hostile.template.schemas[0][0] = { ...hostile.template.schemas[0][0], fontColor: 'url(http://127.0.0.1:9/x)' } as never;
    const read = readBackup(serializeBackup(entriesOf([hostile]), 0));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.warnings.join('\n')).toMatch(/templates\[0\] \(“.+”\): .*url\(/);
    expect(JSON.stringify(read.entries[0].template)).not.toContain('url(');
  });
});

describe('restoring the same backup twice', () => {
  it('finds its earlier restored copy and adds no more', () => {
    const changed = structuredClone(records[1]);
    changed.template.schemas[0].pop();
    const entries = roundTrip(records);
    const first = planRestore(entries, [records[0], changed, records[2], records[3]], newId);
    expect(first.copies).toHaveLength(1);
    const copy = first.copies[0];
    const library = [records[0], changed, records[2], records[3], { ...copy, template: copy.template }];
    expect(planRestore(entries, library, newId)).toEqual({ add: [], copies: [], unchanged: 4 });
  });
});

describe('a same-content template under another name', () => {
  it('does not stand in for a changed one: the backup’s version is restored as a copy', () => {
    const changed = structuredClone(records[1]);
    changed.template.schemas[0].pop();
    const twin = createRecord('twin', structuredClone(records[1].template), 9, `${records[1].name} (2)`);
    const plan = planRestore(roundTrip([records[1]]), [changed, twin], newId);
    expect(plan.copies.map((c) => c.name)).toEqual([`${records[1].name} (restored)`]);
  });
});
