/**
 * Text that will not fit its box, measured exactly as pdfme lays it out: @pdfme/schemas/utils measureTextHeight wraps
 * with the real font (fontkit) and, for dynamic font size, first shrinks to the size pdfme would pick — so a dynamic
 * field overflows only when even its minimum size does not fit.
 */
import type { Font } from '@pdfme/common';
import { measureTextHeight } from '@pdfme/schemas/utils';
import type { DataRecord, FieldSchema, Problem, Template } from '../../templates/types';
import { findFieldType } from '../../templates/fieldTypes';
import { textLengthProblem } from '../../templates/textLimit';
import { printedText } from '../../templates/multiVariableValue';

interface OverflowContext {
  font: Font;
  cache: Map<string | number, unknown>;
}

/** pdfme rounds positions to 0.01 mm; below this a "too tall" box is noise, not a visible overflow. */
const TOLERANCE_MM = 0.05;

type TextSchemaArg = Parameters<typeof measureTextHeight>[0]['schema'];

/** Problems for text and multi-variable text fields whose record value is taller than the box. */
export async function measureTextOverflow(template: Template, records: readonly DataRecord[], ctx: OverflowContext): Promise<Problem[]> {
  const fields = template.schemas
    .flat()
    .filter((field) => findFieldType(field.type)?.wording !== undefined && !field.readOnly && field.overflow !== 'expand');
  const problems: Problem[] = [];
  for (const field of fields) {
    // Many rows share a value (a company name, an empty cell): measure each distinct text once.
    const heights = new Map<string, number | Error>();
    for (let row = 0; row < records.length; row++) {
      const text = textOf(field, records[row][field.name] ?? '');
      if (text === '') continue;
      const tooLong = textLengthProblem(text);
      if (tooLong) {
        problems.push({ path: ['records', row, field.name], message: tooLong, severity: 'error' });
        continue;
      }
      let height = heights.get(text);
      if (height === undefined) {
        height = await measure(field, text, ctx).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
        heights.set(text, height);
      }
      if (height instanceof Error) {
        problems.push({ path: ['records', row, field.name], message: `text could not be measured (${height.message})`, severity: 'warning' });
      } else if (height > field.height + TOLERANCE_MM) {
        const dynamic = field.dynamicFontSize as { min?: number } | undefined;
        const size = dynamic ? ` even at the smallest font size (${dynamic.min ?? 4} pt)` : '';
        // By how much, so a 0.8 mm overflow that prints legibly can be told from a name cut in half.
        problems.push({
          path: ['records', row, field.name],
          message: `text does not fit${size}: ${overflowMm(height, field.height)} mm too tall — it needs ${height.toFixed(1)} mm, the box is ${field.height.toFixed(1)} mm high`,
          severity: 'error',
          cause: 'overflow',
        });
      }
    }
  }
  return problems;
}

/** How far text of `needed` mm overflows a `box` mm high, to 0.1 mm and never shown as 0.0. */
function overflowMm(needed: number, box: number): string {
  return Math.max(0.1, needed - box).toFixed(1);
}

async function measure(field: FieldSchema, text: string, ctx: OverflowContext): Promise<number> {
  const schema = field as unknown as TextSchemaArg;
  return measureTextHeight({ value: text, schema, font: ctx.font, _cache: ctx.cache });
}

/** The text a field prints: plain text as is; multi-variable text filled or whole (templates/multiVariableValue). */
export function textOf(field: FieldSchema, value: string): string {
  return findFieldType(field.type)?.value === 'multiVariableText' ? printedText(field, value) : value;
}
