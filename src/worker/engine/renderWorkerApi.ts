/**
 * What one render worker exposes to its coordinator (the page's coordinator worker, or the Node engine). Internal to
 * src/worker: the page never sees it.
 */
import type { DataRecord, Problem, Template } from '../../templates/types';
import type { RenderResult } from '../api';
import type { MergedPart, RecordFile, RowRecord } from './renderEngine';

export interface RenderWorkerApi {
  render(template: Template, record: DataRecord, row?: number): Promise<RenderResult>;
  renderEach(template: Template, items: RowRecord[]): Promise<RecordFile[]>;
  /**
   * `onRecord` (a Comlink proxy) is told of each record as it is done, for progress during a long run; its answer
   * false stops the run (cancel).
   */
  renderMerged(template: Template, items: RowRecord[], onRecord?: (ok: boolean) => boolean): Promise<MergedPart>;
  preflight(template: Template, records: DataRecord[]): Promise<Problem[]>;
  /** a way for tests to kill a worker mid-batch (the pool must replace it) */
  crash(): void;
}
