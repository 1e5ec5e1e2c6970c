/**
 * What one render worker exposes to its coordinator (the page's coordinator worker, or the Node engine). Internal to
 * src/worker: the page never sees it.
 */
import type { DataRecord, Problem, Template } from '../../templates/types';
import type { LayoutResult, RenderResult } from '../api';
import type { MergedForm, MergedPart, RecordFile, RowRecord } from './renderEngine';

/**
 * What a worker says while a task runs: its template is prepared, or one record is finished (ok: it rendered). These
 * are the pool's signs of life (src/worker/pool/taskClock.ts): a worker that falls silent is stopped. `field` is
 * said by single-record tasks (previews, layout) before each field is drawn, so a record stopped for taking too long
 * is reported with the field it was stuck in; it is not a sign of life (the limit is per record).
 */
export type TaskSign = { kind: 'ready' } | { kind: 'record'; row: number; ok: boolean } | { kind: 'field'; row: number; name: string };

/**
 * The worker's end of a task's sign channel (transferred with the call; src/worker/pool/taskSigns.ts is the other
 * end): the worker posts each TaskSign on it and never waits; STOP_SIGN comes back once the batch is cancelled, and
 * the task stops before its next record.
 */
export type SignPort = MessagePort;

/** What the coordinator posts on a task's sign port to stop the task. */
export const STOP_SIGN = 'stop';

export interface RenderWorkerApi {
  /** One record to one PDF (the live preview); `row` is the one its errors name. */
  render(template: Template, record: DataRecord, row?: number, signs?: SignPort): Promise<RenderResult>;
  /**
   * Keeps a batch's template in the worker under `key`, so tasks name it instead of copying it (a template may
   * carry a base PDF of several MB; a 10,000-record ZIP is 2,500 tasks).
   */
  useTemplate(key: string, template: Template): Promise<void>;
  /** `template` is a template or the key given to useTemplate; a stopped task returns the records finished so far. */
  renderEach(template: Template | string, items: RowRecord[], signs?: SignPort): Promise<RecordFile[]>;
  /** One document of the records, as a file or as objects (`form`); a stopped task returns the part rendered so far. */
  renderMerged(template: Template | string, items: RowRecord[], signs?: SignPort, form?: MergedForm): Promise<MergedPart>;
  /** Preflight of the records, all at once (tests; the coordinator uses preflightRows). */
  preflight(template: Template, records: DataRecord[]): Promise<Problem[]>;
  /**
   * Preflight of some rows, one record at a time (a sign after each); paths name the rows given. With no rows, the
   * template alone is checked (its base PDF).
   */
  preflightRows(template: Template | string, items: RowRecord[], signs?: SignPort): Promise<Problem[]>;
  /** How the PDF lays out one record's fields (PlatenApi.layout). */
  layout(template: Template, record: DataRecord, signs?: SignPort): Promise<LayoutResult>;
  /** SVG markup of a barcode for the designer canvas (PlatenApi.barcodeSvg). */
  barcodeSvg(type: string, value: string, schema: Record<string, unknown>, signs?: SignPort): Promise<string>;
  /** a way for tests to kill a worker mid-batch (the pool must replace it) */
  crash(): void;
}
