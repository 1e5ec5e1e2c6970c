/**
 * Pure geometry for fieldLayout.ts: turning the text a renderer drew (pdf-lib drawText calls, pt from the page's
 * bottom-left) back into lines and table cells (mm from the top-left).
 */

/** One recorded drawText call: its text, baseline origin (pt, PDF coordinates) and font size (pt). */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  size: number;
}

const PT_TO_MM = 25.4 / 72;

/**
 * The printed lines of one text box, top to bottom. Calls on the same baseline are one line (a font fallback may
 * draw a line in several runs); a baseline skipped (nothing drawn for an empty line) is kept as an empty line.
 * `pitchPt` is the distance between baselines (lineHeight × fontSize); 0 groups by equal baselines only.
 */
export function linesOf(drawn: readonly DrawnText[], pitchPt: number): string[] {
  if (drawn.length === 0) return [];
  const lines: string[] = [];
  const top = Math.max(...drawn.map((d) => d.y));
  let lastY = Number.NaN;
  for (const run of drawn) {
    let index: number;
    if (pitchPt > 0) index = Math.round((top - run.y) / pitchPt);
    else index = run.y === lastY ? Math.max(0, lines.length - 1) : lines.length;
    lastY = run.y;
    while (lines.length <= index) lines.push('');
    lines[index] += run.text;
  }
  return lines;
}

/** Left edges of a table's columns plus its right edge, mm (pdfme sizes columns by headWidthPercentages). */
export function columnEdges(x: number, width: number, percentages: readonly number[]): number[] {
  const edges = [x];
  for (const percentage of percentages) edges.push(edges[edges.length - 1] + (width * (Number(percentage) || 0)) / 100);
  if (edges.length === 1) edges.push(x + width);
  return edges;
}

/** Top edges of a table's rows plus its bottom edge, mm. */
export function rowEdges(y: number, heights: readonly number[]): number[] {
  const edges = [y];
  for (const height of heights) edges.push(edges[edges.length - 1] + height);
  return edges;
}

/** Which cell a drawn baseline falls in, or null when outside the rows and columns given. */
export function cellOf(
  text: DrawnText,
  columns: readonly number[],
  rows: readonly number[],
  pageHeightPt: number,
): { row: number; column: number } | null {
  const x = text.x * PT_TO_MM;
  const y = (pageHeightPt - text.y) * PT_TO_MM;
  const EPSILON = 0.01;
  const column = columns.findIndex((left, i) => i < columns.length - 1 && x >= left - EPSILON && x < columns[i + 1] - EPSILON);
  const row = rows.findIndex((top, i) => i < rows.length - 1 && y > top && y <= rows[i + 1] + EPSILON);
  return column < 0 || row < 0 ? null : { row, column };
}
