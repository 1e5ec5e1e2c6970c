/**
 * Tables: JSON rows of text. pdfme parses them deep inside page layout, where a bad value fails the whole generate()
 * with no field name, so conversion, preflight and the engine each check first and name the field.
 */
import type { FieldSchema, Problem } from '../types';
import { type FieldPlace, error, isFiniteNumber, warning } from '../validate/place';
import { cellString, contentSample, isStringArray, parseJson, type Converted, type Finding, type ValueKindTraits } from './valueKind';

/** pdfme's table reads JSON rows of strings. Accepts JSON rows, JSON objects keyed by the table's head, or "a|b;c|d". */
function convertTable(field: FieldSchema, value: string): Converted {
  const text = value.trim();
  if (text === '') return { value: '' };
  const head = Array.isArray(field.head) ? (field.head as unknown[]).map(String) : [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) {
        const rows = parsed.map((row) => {
          if (Array.isArray(row)) return row.map(cellString);
          if (row && typeof row === 'object') {
            const record = row as Record<string, unknown>;
            return (head.length ? head : Object.keys(record)).map((key) => cellString(record[key]));
          }
          return [cellString(row)];
        });
        return { value: JSON.stringify(rows) };
      }
    } catch {
      return { value, problem: { message: 'table data starts like JSON but is not valid JSON', severity: 'error' } };
    }
  }
  const rows = text
    .split(/\r?\n|;/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const widths = new Set(rows.map((row) => row.length));
  const columns = head.length || Math.max(...widths);
  const problem = [...widths].some((w) => w !== columns)
    ? { message: `table rows should have ${columns} cells (cells split by |, rows by ;)`, severity: 'warning' as const }
    : undefined;
  return { value: JSON.stringify(rows.map((row) => Array.from({ length: columns }, (_, i) => row[i] ?? ''))), problem };
}

function checkTableRows(value: string): Finding | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((row) => Array.isArray(row))) return null;
  } catch {
    // fall through
  }
  return { message: 'is not table rows (expected [["a","b"],["c","d"]])', severity: 'error' };
}

/** Table columns: headings, widths (one per column, adding up to 100 %) and sample rows of the right length. */
function checkTable({ field, path, where }: FieldPlace, problems: Problem[]): void {
  const head = field.head;
  const widths = field.headWidthPercentages;
  if (!isStringArray(head) || head.length === 0) {
    problems.push(error([...path, 'head'], `${where}: the table needs at least one column heading.`));
    return;
  }
  if (!Array.isArray(widths) || !widths.every((width) => isFiniteNumber(width) && width > 0)) {
    problems.push(
      error([...path, 'headWidthPercentages'], `${where}: the column widths must be positive percentages.`),
    );
  } else if (widths.length !== head.length) {
    problems.push(
      error(
        [...path, 'headWidthPercentages'],
        `${where}: the table has ${head.length} columns but ${widths.length} column widths.`,
      ),
    );
  } else {
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (Math.abs(total - 100) > 0.5) {
      problems.push(
        warning(
          [...path, 'headWidthPercentages'],
          `${where}: the column widths add up to ${Number(total.toFixed(2))} % instead of 100 %, so the table will not fill its box.`,
        ),
      );
    }
  }
  if (field.content === undefined || field.content === '') return;
  const rows = parseJson(field.content);
  if (!Array.isArray(rows) || !rows.every(isStringArray)) {
    problems.push(
      error([...path, 'content'], `${where}: the table content must be JSON rows of text, e.g. [["Pen","2"]].`),
    );
    return;
  }
  const ragged = rows.findIndex((row) => row.length !== head.length);
  if (ragged !== -1) {
    problems.push(
      warning(
        [...path, 'content'],
        `${where}: row ${ragged + 1} of the sample content has ${rows[ragged].length} cells but the table has ${head.length} columns.`,
      ),
    );
  }
}

/** What the engine says of a table value pdfme could not lay out, or null when it is rows. */
function checkPrintedRows(value: string): string | null {
  let rows: unknown;
  try {
    rows = JSON.parse(value);
  } catch {
    return `Table data must be JSON rows like [["Item","1"]], got “${preview(value)}”`;
  }
  if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row))) {
    return `Table data must be a list of rows (each a list of cells), got “${preview(value)}”`;
  }
  return null;
}

function preview(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

export const tableValue: ValueKindTraits = {
  convertCell: convertTable,
  checkTemplateValue: checkTable,
  checkRecordValue: (_field, value) => checkTableRows(value),
  checkPrintedValue: checkPrintedRows,
  sample: contentSample,
};
