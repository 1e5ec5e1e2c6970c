import { describe, expect, it } from 'vitest';
import { cellOf, columnEdges, linesOf, rowEdges } from '../../../../src/worker/engine/layoutGeometry';

const at = (text: string, y: number, x = 10, size = 10) => ({ text, x, y, size });

describe('lines from drawn text', () => {
  it('joins runs on one baseline and keeps a skipped baseline as an empty line', () => {
    expect(linesOf([at('Hello ', 700), at('wörld', 700, 40), at('third', 676)], 12)).toEqual(['Hello wörld', '', 'third']);
  });
  it('groups equal baselines when there is no pitch (line height 0)', () => {
    expect(linesOf([at('a', 700), at('b', 700), at('c', 690)], 0)).toEqual(['ab', 'c']);
  });
  it('is empty when nothing was drawn', () => {
    expect(linesOf([], 12)).toEqual([]);
  });
});

describe('table cells from drawn text', () => {
  const columns = columnEdges(10, 100, [30, 70]);
  const rows = rowEdges(20, [10, 15]);
  it('sizes columns by percentage and rows by height (mm)', () => {
    expect(columns).toEqual([10, 40, 110]);
    expect(rows).toEqual([20, 30, 45]);
    expect(columnEdges(5, 50, [])).toEqual([5, 55]);
  });
  it('puts a baseline in the cell around it', () => {
    const pageHeightPt = 800;
    const mmToPtFromTop = (mm: number) => pageHeightPt - (mm * 72) / 25.4;
    const pt = (mm: number) => (mm * 72) / 25.4;
    expect(cellOf({ text: 'x', x: pt(12), y: mmToPtFromTop(27), size: 10 }, columns, rows, pageHeightPt)).toEqual({ row: 0, column: 0 });
    expect(cellOf({ text: 'x', x: pt(60), y: mmToPtFromTop(40), size: 10 }, columns, rows, pageHeightPt)).toEqual({ row: 1, column: 1 });
    expect(cellOf({ text: 'x', x: pt(60), y: mmToPtFromTop(50), size: 10 }, columns, rows, pageHeightPt)).toBeNull();
  });
});
