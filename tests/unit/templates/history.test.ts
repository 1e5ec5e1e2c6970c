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
