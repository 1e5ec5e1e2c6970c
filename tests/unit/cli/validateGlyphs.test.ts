/** `platen validate --data` names each character no font can draw, as the app's preflight does (issue #8). */
import { describe, expect, it } from 'vitest';
import { platen } from './support';

describe('platen validate: characters without a glyph', () => {
  it('warns by line, field and code point; CJK and Hangul are printable and not reported', { timeout: 180_000 }, async () => {
    const run = await platen('validate', '-t', 'badge.json', '-d', 'staff-unprintable.csv');
    expect(run.stderr).toContain('staff-unprintable.csv: warning: line 4 field "name": “𓀀” (U+13000) has no glyph in any font');
    expect(run.stderr).not.toMatch(/line [23] field/);
    expect(run.stdout).toContain('staff-unprintable.csv: 3 records, 0 errors, 1 warning');
    expect(run.status).toBe(0); // a warning: the record still renders, with this one character missing
  });
});
