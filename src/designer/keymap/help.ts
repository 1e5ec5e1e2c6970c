/** Whether the keyboard shortcuts dialog is open. */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setHelpOpen(value: boolean) {
  open = value;
  listeners.forEach((l) => l());
}

export function useHelpOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
