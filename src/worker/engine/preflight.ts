/** Wires runPreflight (src/worker/preflight) to this worker's fonts, glyph fallback and barcode rules. */
import type { DataRecord, Problem, Template } from '../../templates/types';
import { checkBarcodeValue } from '../../templates/barcodeRules';
import { runPreflight } from '../preflight';
import type { RenderEngine } from './renderEngine';
import { glyphContext } from './recordGlyphs';

/** `firstRow`: the row of records[0] in the user's data, so paths name the user's rows. */
export async function runEnginePreflight(engine: RenderEngine, template: Template, records: DataRecord[], firstRow = 0): Promise<Problem[]> {
  const problems = await engine.preflight(template, records, (t, r, font, cache, prepared) =>
    runPreflight(t, r, { font, cache, checkBarcode: checkBarcodeValue, glyphs: glyphContext(prepared) }),
  );
  if (firstRow === 0) return problems;
  return problems.map((problem) =>
    problem.path[0] === 'records' && typeof problem.path[1] === 'number'
      ? { ...problem, path: ['records', problem.path[1] + firstRow, ...problem.path.slice(2)] }
      : problem,
  );
}
