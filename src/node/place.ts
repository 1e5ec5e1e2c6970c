/** How a problem's place is written for a terminal: ['schemas', 0, 3, 'width'] → `schemas[0][3].width`. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(top level)';
}

/**
 * A message about the data file, led by its path once: src/data names the file “staff.csv” in its messages, so
 * `staff.csv, line 4: a quote opened here…` rather than `staff.csv: “staff.csv”, line 4: …`.
 */
export function dataFileLine(path: string, message: string): string {
  const named = `“${path.split(/[\\/]/).pop()}”`;
  return message.startsWith(named) ? `${path}${message.slice(named.length)}` : `${path}: ${message}`;
}
