/** Short messages for the user (e.g. "The clipboard holds no Platen fields"), shown by the app's notice area. */
import { useSyncExternalStore } from 'react';

let message: { text: string; at: number } | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a message for a few seconds. */
export function notify(text: string): void {
  message = { text, at: Date.now() };
  clearTimeout(timer);
  timer = setTimeout(() => {
    message = null;
    listeners.forEach((l) => l());
  }, 4000);
  listeners.forEach((l) => l());
}

export function useNotice(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => message?.text ?? null,
    () => null,
  );
}
