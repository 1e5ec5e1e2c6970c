/** Pure column arithmetic for the table editor: widths are percentages that always add up to 100. */

/** Scales `widths` so they sum to 100, rounded to 0.01 %; the last column absorbs the rounding. */
export function normaliseWidths(widths: readonly number[]): number[] {
  if (widths.length === 0) return [];
  const total = widths.reduce((a, b) => a + Math.max(0, b), 0);
  const scaled = widths.map((w) => (total > 0 ? (Math.max(0, w) / total) * 100 : 100 / widths.length));
  const rounded = scaled.map((w) => Math.round(w * 100) / 100);
  const drift = 100 - rounded.reduce((a, b) => a + b, 0);
  rounded[rounded.length - 1] = Math.round((rounded[rounded.length - 1] + drift) * 100) / 100;
  return rounded;
}

/** Sets column `index` to `percent` and shares the rest among the other columns in their current proportions. */
export function setColumnWidth(widths: readonly number[], index: number, percent: number): number[] {
  if (widths.length <= 1) return [100];
  const target = Math.min(99, Math.max(1, percent));
  const others = widths.map((w, i) => (i === index ? 0 : w));
  const otherTotal = others.reduce((a, b) => a + b, 0);
  const next = others.map((w, i) => (i === index ? target : otherTotal > 0 ? (w / otherTotal) * (100 - target) : (100 - target) / (widths.length - 1)));
  return normaliseWidths(next);
}

/** Adds a column at the end with an equal share of the width. */
export function addColumnWidth(widths: readonly number[]): number[] {
  const share = 100 / (widths.length + 1);
  return normaliseWidths([...widths.map((w) => (w * (100 - share)) / 100), share]);
}

/** Removes column `index`; the others grow in proportion. */
export function removeColumnWidth(widths: readonly number[], index: number): number[] {
  return normaliseWidths(widths.filter((_, i) => i !== index));
}

/** Table content rows (JSON string[][]) with a column added at the end or removed; unreadable content stays as is. */
export function reshapeRows(content: string | undefined, change: { add: true } | { remove: number }): string | undefined {
  let rows: unknown;
  try {
    rows = JSON.parse(content ?? '[]');
  } catch {
    return content;
  }
  if (!Array.isArray(rows)) return content;
  const next = rows.map((row) => {
    const cells = Array.isArray(row) ? [...row] : [];
    if ('add' in change) cells.push('');
    else cells.splice(change.remove, 1);
    return cells;
  });
  return JSON.stringify(next);
}
