/**
 * The compiled CLI's bundles are ASCII only (scripts/asciiOnly.mjs escapes what esbuild leaves, and the build stops on
 * a non-ASCII character after a backslash). Date fields print month and day names from date-fns' locales, which are
 * in those bundles as escaped strings: here they must print as the unbundled date-fns formats them. (The locales'
 * parsing patterns, the regular expressions esbuild left unescaped, are not used in rendering: pdfme's date field reads
 * its value with `new Date()` and only formats it.)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'date-fns';
import { ar, el, ja, ru } from 'date-fns/locale';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText, platen, removeScratch, scratch } from './support';

afterAll(removeScratch);

const dates = [
  { name: 'ru', locale: ru, format: 'd MMMM yyyy' },
  { name: 'el', locale: el, format: 'd MMMM yyyy' },
  { name: 'ja', locale: ja, format: 'yyyy年M月d日 EEEE' },
  { name: 'ar', locale: ar, format: 'd MMMM yyyy' },
];

/** Unicode's bidi embedding and isolate controls, which pdftotext puts around a right-to-left run. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

describe('platen render, date fields in other scripts’ locales', () => {
  it('prints the month and day names the unbundled date-fns gives', { timeout: 180_000 }, async () => {
    const dir = scratch();
    const template = {
      basePdf: { width: 210, height: 297, padding: [0, 0, 0, 0] },
      schemas: [
        dates.map((date, index) => ({
          name: date.name,
          type: 'date',
          position: { x: 10, y: 10 + 20 * index },
          width: 150,
          height: 10,
          fontSize: 12,
          format: date.format,
          locale: date.name,
        })),
      ],
    };
    writeFileSync(join(dir, 'template.json'), JSON.stringify(template));
    writeFileSync(join(dir, 'data.json'), JSON.stringify([Object.fromEntries(dates.map((date) => [date.name, '2026-03-15']))]));
    const out = join(dir, 'dates.pdf');
    const run = await platen('render', '-t', join(dir, 'template.json'), '-d', join(dir, 'data.json'), '-o', out, '-w', '1');
    expect(run.stderr).toContain('wrote 1 record');
    expect(run.status).toBe(0);

    const lines = (await pdfText(out)).split('\n').map((line) => line.replace(BIDI_CONTROLS, '').trim()).filter(Boolean);
    const expected = dates.map((date) => format(new Date('2026-03-15'), date.format, { locale: date.locale }));
    expect(expected.slice(0, 3)).toEqual(['15 марта 2026', '15 Μαρτίου 2026', '2026年3月15日 日曜日']);
    for (const line of expected.slice(0, 3)) expect(lines).toContain(line);
    // pdftotext gives a line that mixes directions in its visual order: the Arabic month, the day and the year are each
    // checked as words.
    const [day, month, year] = expected[3].split(' ');
    expect(month).toBe('مارس');
    const arabicLine = lines.find((line) => line.includes(month));
    expect(arabicLine?.split(/\s+|(?<=\D)(?=\d)|(?<=\d)(?=\D)/).filter(Boolean).sort()).toEqual([day, month, year].sort());
  });
});
