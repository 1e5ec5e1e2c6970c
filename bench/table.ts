/** Plain-text tables for the benchmark report: right-aligned numbers, one header rule. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('   '), ...rows.map(line)].join('\n');
}

/** 1234.5 → "1,235"; small values keep a decimal. */
export function num(value: number, digits = value < 10 ? 2 : value < 100 ? 1 : 0): string {
  if (!Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
