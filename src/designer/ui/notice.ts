/** Short messages for the user (e.g. "The clipboard holds no Platen fields"), shown by the app's notice area. */
import { createStore, useStore } from '../store/observable';

/** `at` makes a repeated message a new value, so its listeners hear it (and its timer restarts) */
const message = createStore<{ text: string; at: number } | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a message for a few seconds. */
export function notify(text: string): void {
  message.set({ text, at: Date.now() });
  clearTimeout(timer);
  timer = setTimeout(() => message.set(null), 4000);
}

export function useNotice(): string | null {
  return useStore(message, (m) => m?.text ?? null);
}
