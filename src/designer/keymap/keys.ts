/**
 * Key chords as strings ('mod+shift+z'): parsing an event into one, so the keymap is plain data.
 * 'mod' is ⌘ on macOS and Ctrl elsewhere. Letters and digits come from event.code so a chord works on any layout.
 */

export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Minimal shape of a KeyboardEvent (so tests can pass plain objects). */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function baseKey(event: KeyLike): string {
  if (event.key === '?') return '?';
  const code = event.code ?? '';
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  if (code === 'Equal' || event.key === '+') return '=';
  if (code === 'Minus') return '-';
  if (code === 'BracketLeft') return '[';
  if (code === 'BracketRight') return ']';
  return event.key.toLowerCase();
}

/** The chord an event represents, modifiers in a fixed order: 'mod+shift+alt+z'. */
export function chordOf(event: KeyLike, mac = IS_MAC): string {
  const key = baseKey(event);
  const parts: string[] = [];
  const mod = mac ? event.metaKey : event.ctrlKey;
  if (mod) parts.push('mod');
  // Ctrl on a Mac stays 'ctrl' (e.g. ctrl+y there is not cmd+y)
  if (mac && event.ctrlKey) parts.push('ctrl');
  if (event.shiftKey && key !== '?') parts.push('shift');
  if (event.altKey) parts.push('alt');
  parts.push(key);
  return parts.join('+');
}

/** Normalises a written chord ('Shift+Mod+Z') to the order chordOf produces. */
export function normaliseChord(chord: string): string {
  const parts = chord.toLowerCase().split('+');
  const key = parts.pop() ?? '';
  const order = ['mod', 'ctrl', 'shift', 'alt'];
  const mods = order.filter((m) => parts.includes(m));
  return [...mods, key === 'plus' ? '=' : key].join('+');
}

const SYMBOLS: Record<string, string> = {
  mod: IS_MAC ? '⌘' : 'Ctrl',
  ctrl: 'Ctrl',
  shift: IS_MAC ? '⇧' : 'Shift',
  alt: IS_MAC ? '⌥' : 'Alt',
  arrowleft: '←',
  arrowright: '→',
  arrowup: '↑',
  arrowdown: '↓',
  delete: 'Delete',
  backspace: 'Backspace',
  escape: 'Esc',
  '=': '+',
};

/** A chord as a person reads it: 'Ctrl+Shift+Z' or '⌘⇧Z'. */
export function displayChord(chord: string): string {
  const parts = normaliseChord(chord).split('+').map((part) => SYMBOLS[part] ?? part.toUpperCase());
  return parts.join(IS_MAC ? '' : '+');
}
