/**
 * What one render worker exposes to its coordinator (the page's coordinator worker, or the Node engine). Internal to
 * src/worker: the page never sees it.
 */
import type { DataRecord, Problem, Template } from '../../templates/types';
import type { RenderResult } from '../api';
import type { MergedPart, RecordFile, RowRecord } from './renderEngine';

export interface RenderWorkerApi {
  render(template: Template, record: DataRecord, row?: number): Promise<RenderResult>;
  /**
   * Keeps a batch's template in the worker under `key`, so tasks name it instead of copying it (a template may
   * carry a base PDF of several MB; a 10,000-record ZIP is 2,500 tasks).
   */
  useTemplate(key: string, template: Template): Promise<void>;
  /** `template` is a template or the key given to useTemplate. */
  renderEach(template: Template | string, items: RowRecord[]): Promise<RecordFile[]>;
  /**
   * `onRecord` (a Comlink proxy) is told of each record as it is done, for progress during a long run; its answer
   * false stops the run (cancel).
   */
  renderMerged(template: Template | string, items: RowRecord[], onRecord?: (ok: boolean) => boolean): Promise<MergedPart>;
  preflight(template: Template, records: DataRecord[]): Promise<Problem[]>;
  /** a way for tests to kill a worker mid-batch (the pool must replace it) */
  crash(): void;
}
