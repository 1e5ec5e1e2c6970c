/** Loads the last open template on start and autosaves every change (issue 3). Stub until the library lands. */
export function useLibrary(): void {}
