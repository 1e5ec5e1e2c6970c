import { describe, expect, it } from 'vitest';
import { planBatch, planProblem, withSkipped } from '../../../src/data/batchPlan';
import { parseCsvText } from '../../../src/data/csv';
import { recordsFromTable, type RecordsRead } from '../../../src/data/records';
import type { Template } from '../../../src/templates/types';

const template: Template = {
  basePdf: { width: 100, height: 50, padding: [0, 0, 0, 0] },
  schemas: [[
    { name: 'name', type: 'text', position: { x: 0, y: 0 }, width: 50, height: 10 },
    { name: 'since', type: 'date', position: { x: 0, y: 20 }, width: 50, height: 10 },
  ]],
};

function read(csv: string, forTemplate: Template = template): RecordsRead {
  const data = recordsFromTable(parseCsvText(csv), forTemplate);
  if (!data.ok) throw new Error(data.messages.join());
  return data;
}

describe('one batch plan for the panel, the CLI and the service', () => {
  it('fails the rows whose values could not be converted and leaves them out, by row', () => {
    const plan = planBatch(template, read('name,since\nAda,2020-05-01\nBob,soon\nCy,later\n'), { output: 'zip' });
    expect(plan.problems).toEqual([]);
    expect(plan.failed.map((error) => error.row)).toEqual([1, 2]);
    expect(plan.skipRows).toEqual([1, 2]);
    expect(plan.fileName).toBeUndefined();
  });

  it('adds the rows preflight flagged as skipped, not twice for a row that already fails', () => {
    const plan = withSkipped(planBatch(template, read('name,since\nAda,2020-05-01\nBob,soon\nCy,2021-01-01\n'), { output: 'merged' }), [
      { row: 2, message: 'too long' },
      { row: 1, field: 'name', message: 'flagged too' },
    ]);
    expect(plan.skipped).toEqual([{ row: 2, message: 'too long' }]);
    expect(plan.skipRows).toEqual([1, 2]);
  });

  it('refuses a file-name pattern naming what the records lack, with the pattern as given', () => {
    const plan = planBatch(template, read('name,since\nAda,2020-05-01\n'), { output: 'directory', fileName: 'badge-{fullname}.pdf' });
    expect(planProblem(plan, 'fileName')).toEqual({ place: 'fileName', pattern: 'badge-{fullname}.pdf', message: expect.stringContaining('there is no column or field “fullname”') });
    // A merged PDF is one file: its name is not the pattern's.
    expect(planBatch(template, read('name,since\nAda,2020-05-01\n'), { output: 'merged', fileName: 'badge-{fullname}.pdf' }).problems).toEqual([]);
  });

  it('refuses data none of whose columns fills a field', () => {
    const plan = planBatch(template, read('first,last\nAda,Lovelace\n'), { output: 'zip' });
    expect(planProblem(plan, 'columns')?.message).toBe("none of its columns (first, last) match the template's fields (name, since)");
  });

  it('refuses a condition reading a name that is no column or field, and lists it with its place', () => {
    const conditional: Template = { ...template, schemas: [[{ ...template.schemas[0][0], platenShowIf: 'Fragil === "yes"' }, template.schemas[0][1]]] };
    const plan = planBatch(conditional, read('name,since,Fragile\nAda,2020-05-01,yes\n', conditional), { output: 'zip' });
    expect(planProblem(plan, 'names')).toEqual({ place: 'names' });
    expect(plan.nameProblems).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('Fragil') })]);
  });
});
