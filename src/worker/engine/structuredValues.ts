/**
 * Tables and multi-variable text take JSON. pdfme parses it deep inside page layout, where a bad value fails the
 * whole generate() with no field name; checking first lets the error name the field and say what was expected.
 */
import type { Schema } from '@pdfme/common';

/** A sentence saying what is wrong with this field's value, or null when it is fine. */
export function checkStructuredValue(schema: Schema, value: string): string | null {
  if (!value) return null;
  if (schema.type === 'table') {
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
  if (schema.type === 'multiVariableText') {
    try {
      const variables = JSON.parse(value);
      if (variables && typeof variables === 'object' && !Array.isArray(variables)) return null;
    } catch {
      // fall through
    }
    return `Multi-variable text needs a JSON object of values like {"name":"Ada"}, got “${preview(value)}”`;
  }
  return null;
}

function preview(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
