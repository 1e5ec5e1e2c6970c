/** Wires the data engineer's runPreflight (src/worker/preflight) to this worker's fonts and barcode rules. */
import type { DataRecord, Problem, Template } from '../../templates/types';
import { checkBarcodeValue } from '../../templates/barcodeRules';
import { runPreflight } from '../preflight';
import type { RenderEngine } from './renderEngine';

export function runEnginePreflight(engine: RenderEngine, template: Template, records: DataRecord[]): Promise<Problem[]> {
  return engine.preflight(template, records, (t, r, font, cache) =>
    runPreflight(t, r, { font, cache, checkBarcode: checkBarcodeValue }),
  );
}
