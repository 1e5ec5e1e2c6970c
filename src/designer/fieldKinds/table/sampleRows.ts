/** Table and list sample content as the properties panel edits it: plain lines instead of JSON. Pure. */

/** '[["a","b"],["c","d"]]' -> "a | b\nc | d"; unreadable content comes back as it is. */
export function rowsToText(content: string | undefined): string {
  try {
    const rows = JSON.parse(content || '[]');
    if (Array.isArray(rows)) return rows.map((row) => (Array.isArray(row) ? row.join(' | ') : String(row))).join('\n');
  } catch {
    // fall through: show what is there so nothing is lost
  }
  return content ?? '';
}

/** "a | b\nc | d" -> '[["a","b"],["c","d"]]', or an error naming the line whose cell count is wrong. */
export function textToRows(text: string, columns: number): { content: string } | { error: string } {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const rows = lines.map((line) => line.split('|').map((cell) => cell.trim()));
  const bad = rows.findIndex((row) => row.length !== columns);
  if (bad >= 0) return { error: `Line ${bad + 1} has ${rows[bad].length} cell${rows[bad].length === 1 ? '' : 's'}; the table has ${columns} columns (separate cells with |).` };
  return { content: JSON.stringify(rows) };
}

/** List items: '["a","b"]' <-> "a\nb". */
export function itemsToText(content: string | undefined): string {
  try {
    const items = JSON.parse(content || '[]');
    if (Array.isArray(items)) return items.map(String).join('\n');
  } catch {
    // not JSON: show it as it is
  }
  return content ?? '';
}

export function textToItems(text: string): string {
  return JSON.stringify(text.split('\n').map((line) => line.trim()).filter(Boolean));
}
