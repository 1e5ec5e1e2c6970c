/**
 * The Data panel's session: the imported table, dropped pictures, form edits, the current row, preflight results and
 * batch settings. View state, never history (undo must not un-import a file); saved per template in IndexedDB by
 * sessionPersistence.ts so a reload keeps it.
 */
import { createStore, useStore } from '../store/observable';
import type { DataRecord, Problem } from '../../templates/types';
import type { DataTable } from '../../data/table';
import type { SheetLayout } from '../../data/nup';
import type { BatchProgress, BatchSummary, RecordError, RowRange } from '../../worker/api';

export type BatchDestination = 'download' | 'folder';

export interface BatchSettings {
  output: 'merged' | 'zip';
  /** ZIP entry / file name pattern, e.g. '{lastName}-{id}.pdf' */
  fileName: string;
  destination: BatchDestination;
  /** N-up preset id, 'custom', or '' for one record per page */
  nupPreset: string;
  /** the layout used when nupPreset is 'custom' (null: start from what fits the template on A4) */
  customLayout: SheetLayout | null;
  skipSlots: number;
  /** leave out records preflight finds hard errors in (invalid barcode, missing required value…) */
  skipFlagged: boolean;
  /** leave out records whose text overflows its box: a choice of its own, as 0.8 mm may print legibly (issue #17) */
  skipOverflow: boolean;
}

export interface PreflightState {
  status: 'idle' | 'running' | 'done' | 'failed';
  problems: Problem[];
  /** rows (0-based) with at least one error */
  flaggedRows: number[];
  message?: string;
  /** the session records the result is for (src/designer/data/useSessionRecords); stale when they changed since */
  forSession?: unknown;
  /** the template it was checked against; stale when a field moved or resized since */
  forTemplate?: unknown;
}

/** What "Download errors as CSV" and the summary list: failed, skipped and unreached rows, named as the user counts them. */
export interface BatchReport {
  errors: RecordError[];
  notRendered: RowRange[];
  /** "Line 42" for a record, "Sheet 3" for an N-up sheet */
  unit: (index: number) => string;
  /** preflight errors of the records left out */
  skipped: Problem[];
}

export interface BatchState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'failed';
  /** Cancel was pressed; the workers are stopping and the partial output is being finished */
  cancelling?: boolean;
  report?: BatchReport;
  progress?: BatchProgress;
  summary?: BatchSummary;
  message?: string;
  /** records left out because preflight flagged them */
  skipped?: number;
  /** N-up: the batch rendered sheets, each holding several records */
  sheetsFor?: number;
  /** where the output went, for the summary line */
  savedAs?: string;
  /** for e2e tests and the "Download again" button */
  outputUrl?: string;
  outputName?: string;
}

export type DataTab = 'Import' | 'Mapping' | 'Form' | 'Preflight' | 'E-invoice' | 'Batch';

/** What the table was read from, kept so a reload re-reads it (bytes clone fast; 100,000 parsed rows do not). */
export type DataSource = { kind: 'file'; name: string; bytes: Uint8Array; sheet?: string } | { kind: 'paste'; text: string };

export interface DataSessionState {
  /** the open step; kept here because the panel unmounts when another sidebar tab is chosen */
  tab: DataTab;
  table: DataTable | null;
  source: DataSource | null;
  fileName: string | null;
  importing: boolean;
  /** lower-case file name -> data URL (pictures dropped with the data) */
  images: Record<string, string>;
  /** form edits laid over the converted records, per row */
  edits: Record<number, DataRecord>;
  row: number;
  preflight: PreflightState;
  settings: BatchSettings;
  batch: BatchState;
}

export const DEFAULT_SETTINGS: BatchSettings = {
  output: 'zip',
  fileName: '',
  destination: 'download',
  nupPreset: '',
  customLayout: null,
  skipSlots: 0,
  skipFlagged: true,
  skipOverflow: false,
};

export const INITIAL_SESSION: DataSessionState = {
  tab: 'Import',
  table: null,
  source: null,
  fileName: null,
  importing: false,
  images: {},
  edits: {},
  row: 0,
  preflight: { status: 'idle', problems: [], flaggedRows: [] },
  settings: DEFAULT_SETTINGS,
  batch: { status: 'idle' },
};

const store = createStore<DataSessionState>(INITIAL_SESSION);

export const dataSession = {
  get: store.get,
  set(patch: Partial<DataSessionState> | ((s: DataSessionState) => Partial<DataSessionState>)) {
    store.set((state) => ({ ...state, ...(typeof patch === 'function' ? patch(state) : patch) }));
  },
  subscribe: store.subscribe,
};

/** Reads part of the data session; keep selectors returning stable values. */
export function useDataSession<T>(selector: (s: DataSessionState) => T): T {
  return useStore(store, selector);
}
