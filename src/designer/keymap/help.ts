/** Whether the keyboard shortcuts dialog is open. */
import { createStore, useStore } from '../store/observable';

const open = createStore(false);

export function setHelpOpen(value: boolean) {
  open.set(value);
}

export function useHelpOpen(): boolean {
  return useStore(open, (value) => value);
}
