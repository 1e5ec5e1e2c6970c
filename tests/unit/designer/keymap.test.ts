import { describe, expect, it } from 'vitest';
import { KEYMAP } from '../../../src/designer/keymap/keymap';
import { chordOf, normaliseChord } from '../../../src/designer/keymap/keys';

describe('the keymap', () => {
  it('never binds one chord twice in the same context', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const binding of KEYMAP) {
      for (const chord of binding.keys) {
        const key = `${binding.when}:${normaliseChord(chord)}`;
        if (seen.has(key)) conflicts.push(`${key} → ${seen.get(key)} and ${binding.id}`);
        seen.set(key, binding.id);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('has unique ids and a label for every binding', () => {
    expect(new Set(KEYMAP.map((b) => b.id)).size).toBe(KEYMAP.length);
    expect(KEYMAP.every((b) => b.label.length > 0 && b.keys.length > 0)).toBe(true);
  });

  it('reads ctrl+shift+z on Windows and ⌘⇧Z on a Mac as the same redo chord', () => {
    const base = { key: 'Z', code: 'KeyZ', shiftKey: true, altKey: false };
    expect(chordOf({ ...base, ctrlKey: true, metaKey: false }, false)).toBe('mod+shift+z');
    expect(chordOf({ ...base, ctrlKey: false, metaKey: true }, true)).toBe('mod+shift+z');
    const redo = KEYMAP.find((b) => b.id === 'redo')!;
    expect(redo.keys.map((k) => normaliseChord(k))).toContain('mod+shift+z');
  });

  it('reads "?" without the shift it needs on most layouts', () => {
    expect(chordOf({ key: '?', code: 'Slash', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false }, false)).toBe('?');
  });

  it('reads alt+a by key position even when alt types a special character', () => {
    expect(chordOf({ key: 'å', code: 'KeyA', shiftKey: false, altKey: true, ctrlKey: false, metaKey: false }, true)).toBe('alt+a');
  });

  it('covers the shortcuts a user expects', () => {
    const chords = new Set(KEYMAP.flatMap((b) => b.keys.map(normaliseChord)));
    for (const chord of ['mod+z', 'mod+shift+z', 'mod+y', 'delete', 'backspace', 'mod+d', 'mod+c', 'mod+x', 'mod+v', 'mod+a', 'escape', 'arrowleft', 'shift+arrowleft', 'mod+0', 'mod+=', 'mod+-', '?']) {
      expect(chords, chord).toContain(chord);
    }
  });
});

describe('clipboard content', async () => {
  const { parseClipboard, serializeFields } = await import('../../../src/designer/keymap/clipboard');
  it('round-trips fields without their designer ids', () => {
    const text = serializeFields([{ id: 'x', name: 'a', type: 'text', position: { x: 1, y: 2 }, width: 3, height: 4 }]);
    expect(parseClipboard(text)).toEqual([{ name: 'a', type: 'text', position: { x: 1, y: 2 }, width: 3, height: 4 }]);
  });
  it('ignores anything that is not Platen fields', () => {
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard('{"kind":"platen/fields","fields":[{"name":1}]}')).toBeNull();
    expect(parseClipboard('[1,2]')).toBeNull();
  });
});
