/**
 * The data fields no column fills while data is loaded: they print empty for every record. Published by
 * DataPreviewSync so the canvas can mark those fields where the user sees the gap, not only in Mapping.
 */
import { isFieldMapped } from '../../data/mapping';
import type { SessionRecords } from './useSessionRecords';
import { createStore, useStore } from '../store/observable';

const unmapped = createStore<ReadonlySet<string>>(new Set());

/** The fields left without a column in this session (none before data is imported). */
export function unmappedOf(session: Pick<SessionRecords, 'table' | 'fields' | 'mapping'>): string[] {
  if (!session.table) return [];
  return session.fields.filter(({ field }) => !isFieldMapped(session.mapping, field.name)).map(({ field }) => field.name);
}

export function publishUnmapped(next: string[]): void {
  const names = unmapped.get();
  if (next.length === names.size && next.every((name) => names.has(name))) return;
  unmapped.set(new Set(next));
}

/** Whether no data column fills the field `name` (it prints empty). */
export function useIsUnmapped(name: string): boolean {
  return useStore(unmapped, (names) => names.has(name));
}
