import { describe, expect, it } from 'vitest';
import { emptyHistory, HISTORY_LIMIT, pushEntry, redoStep, undoStep, type HistoryEntry } from '../../../src/templates/history';

const entry = (label: string): HistoryEntry => ({
  label,
  patches: [{ op: 'replace', path: ['x'], value: label }],
  inversePatches: [{ op: 'replace', path: ['x'], value: 'before ' + label }],
});

describe('history', () => {
  it('undoes the last action first and redoes it again', () => {
    let h = pushEntry(pushEntry(emptyHistory(), entry('a')), entry('b'));
    const undone = undoStep(h)!;
    expect(undone.entry.label).toBe('b');
    h = undone.history;
    const redone = redoStep(h)!;
    expect(redone.entry.label).toBe('b');
    expect(redone.history.past.map((e) => e.label)).toEqual(['a', 'b']);
  });

  it('forgets what could be redone once the user does something new', () => {
    let h = pushEntry(pushEntry(emptyHistory(), entry('a')), entry('b'));
    h = undoStep(h)!.history;
    h = pushEntry(h, entry('c'));
    expect(redoStep(h)).toBeNull();
    expect(h.past.map((e) => e.label)).toEqual(['a', 'c']);
  });

  it('has nothing to undo or redo when empty, and ignores actions that changed nothing', () => {
    const h = pushEntry(emptyHistory(), { label: 'noop', patches: [], inversePatches: [] });
    expect(undoStep(h)).toBeNull();
    expect(redoStep(h)).toBeNull();
  });

  it('keeps at most HISTORY_LIMIT entries', () => {
    let h = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = pushEntry(h, entry(String(i)));
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0].label).toBe('10');
  });
});

describe('merging quick repeats', () => {
  const nudge = (at: number, key = 'nudge:a'): HistoryEntry => ({ ...entry('n' + at), mergeKey: key, at });

  it('folds presses of a held key into one undo step', () => {
    let h = emptyHistory();
    h = pushEntry(h, nudge(0));
    h = pushEntry(h, nudge(300));
    h = pushEntry(h, nudge(600));
    expect(h.past.length).toBe(1);
    expect(h.past[0].patches.length).toBe(3);
    // inverse patches run newest first, so undo walks back through every press
    expect(h.past[0].inversePatches.map((p) => p.value)).toEqual(['before n600', 'before n300', 'before n0']);
  });

  it('keeps separate steps after a pause or for another selection', () => {
    let h = pushEntry(emptyHistory(), nudge(0));
    h = pushEntry(h, nudge(5000));
    h = pushEntry(h, nudge(5100, 'nudge:b'));
    expect(h.past.length).toBe(3);
  });
});
