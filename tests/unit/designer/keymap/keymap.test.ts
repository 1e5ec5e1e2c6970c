import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { actionTitle, isEnabled, type Action, type ActionState } from '../../../../src/designer/keymap/actionEntry';
import { actionById, KEYMAP } from '../../../../src/designer/keymap/keymap';
import { chordOf, displayChord, normaliseChord } from '../../../../src/designer/keymap/keys';
import { FIELD_MENU, PAGE_MENU, TOP_BAR } from '../../../../src/designer/keymap/placements';

const DESIGNER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../src/designer');

/** "context:chord → first and second" for each chord two actions bind in one context. */
function chordConflicts(actions: readonly Pick<Action, 'id' | 'keys' | 'when'>[]): string[] {
  const seen = new Map<string, string>();
  const conflicts: string[] = [];
  for (const action of actions) {
    for (const chord of action.keys) {
      const key = `${action.when}:${normaliseChord(chord)}`;
      if (seen.has(key)) conflicts.push(`${key} → ${seen.get(key)} and ${action.id}`);
      seen.set(key, action.id);
    }
  }
  return conflicts;
}

describe('the keymap', () => {
  it('never binds one chord twice in the same context', () => {
    expect(KEYMAP.length).toBeGreaterThan(40);
    expect(chordConflicts(KEYMAP)).toEqual([]);
  });

  it('would see two bindings of one chord, however it is written', () => {
    const twice = [
      { id: 'a', keys: ['mod+shift+z'], when: 'editor' as const },
      { id: 'b', keys: ['Shift+Mod+Z'], when: 'editor' as const },
      { id: 'c', keys: ['mod+shift+z'], when: 'selection' as const },
    ];
    expect(chordConflicts(twice)).toEqual(['editor:mod+shift+z → a and b']);
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

/** Every .tsx under src/designer outside keymap/, as [path under designer/, source]. */
function designerComponents(dir = DESIGNER): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'keymap' ? [] : designerComponents(full);
    return entry.name.endsWith('.tsx') ? [[relative(DESIGNER, full), readFileSync(full, 'utf8')]] : [];
  });
}

/** What in a component retypes an action: a literal aria-label naming one, or a call of keymap/actions' handlers. */
function retypedActions(path: string, source: string): string[] {
  const labels = new Set(KEYMAP.map((a) => a.label));
  const found = [...source.matchAll(/aria-label=(?:"([^"]+)"|\{'([^']+)'\})/g)]
    .map((m) => m[1] ?? m[2])
    .filter((label) => labels.has(label))
    .map((label) => `${path}: aria-label "${label}" is an action's label`);
  if (/from '[./]*keymap\/actions'/.test(source)) found.push(`${path}: imports keymap/actions' handlers`);
  return found;
}

describe('actions as one list (issue #22)', () => {
  const state = (selected: number, canUndo = false): ActionState => ({
    selected,
    history: { canUndo, canRedo: false, undoLabel: canUndo ? 'Move fields' : null, redoLabel: null },
  });

  it('backs every top-bar button and menu item with a keymap entry', () => {
    const placed = [...Object.values(TOP_BAR).flat(), ...FIELD_MENU, ...PAGE_MENU].filter((id) => id !== '-');
    expect(placed.length).toBeGreaterThan(15);
    for (const id of placed) expect(() => actionById(id), id).not.toThrow();
    for (const id of Object.values(TOP_BAR).flat()) expect(actionById(id).icon, `${id} has an icon for its button`).toBeDefined();
    expect(() => actionById('noSuchAction')).toThrow(/noSuchAction/);
  });

  it('draws the arrange, history and help buttons and the field menu from it', () => {
    expect(TOP_BAR.arrange).toEqual(['alignLeft', 'alignCenter', 'alignRight', 'alignTop', 'alignMiddle', 'alignBottom', 'distributeH', 'distributeV']);
    expect(TOP_BAR.history).toEqual(['undo', 'redo']);
    expect(TOP_BAR.help).toEqual(['help']);
    expect(FIELD_MENU).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'duplicate', 'delete', 'front', 'forward', 'backward', 'back', 'lock']));
    expect(TOP_BAR.arrange.map((id) => actionById(id).label)).toEqual([
      'Align left', 'Align horizontal centres', 'Align right', 'Align top', 'Align vertical centres', 'Align bottom', 'Distribute horizontally', 'Distribute vertically',
    ]);
  });

  it('greys out what cannot act: align without a selection, distribute under three fields, undo with nothing to undo', () => {
    expect(isEnabled(actionById('alignLeft'), state(0))).toBe(false);
    expect(isEnabled(actionById('alignLeft'), state(1))).toBe(true);
    expect(isEnabled(actionById('distributeH'), state(2))).toBe(false);
    expect(isEnabled(actionById('distributeH'), state(3))).toBe(true);
    expect(isEnabled(actionById('forward'), state(2))).toBe(false);
    expect(isEnabled(actionById('undo'), state(0))).toBe(false);
    expect(isEnabled(actionById('undo'), state(0, true))).toBe(true);
    expect(isEnabled(actionById('paste'), state(0))).toBe(true);
  });

  it('titles a button with its label and shortcut, or its own words', () => {
    expect(actionTitle(actionById('alignLeft'), state(1))).toBe(`Align left (${displayChord('alt+a')})`);
    expect(actionTitle(actionById('help'), state(0))).toBe('Keyboard shortcuts (?)');
    expect(actionTitle(actionById('undo'), state(0, true))).toBe(`Undo Move fields (${displayChord('mod+z')})`);
    expect(actionTitle(actionById('undo'), state(0))).toBe('Nothing to undo');
  });

  it('leaves no component outside the keymap retyping an action’s label or handler', () => {
    const components = designerComponents();
    expect(components.map(([path]) => path)).toEqual(expect.arrayContaining(['topbar/TopBar.tsx', 'topbar/ArrangeButtons.tsx', 'canvas/ContextMenu.tsx']));
    expect(components.flatMap(([path, source]) => retypedActions(path, source))).toEqual([]);
  });

  it('would see a retyped button', () => {
    const source = `import { alignSelection } from '../keymap/actions';\n<button aria-label="Align left" onClick={() => alignSelection('left')} />`;
    expect(retypedActions('topbar/Old.tsx', source)).toEqual([
      'topbar/Old.tsx: aria-label "Align left" is an action\'s label',
      "topbar/Old.tsx: imports keymap/actions' handlers",
    ]);
  });
});

describe('clipboard content', async () => {
  const { parseClipboard, serializeFields } = await import('../../../../src/designer/keymap/clipboard');
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
