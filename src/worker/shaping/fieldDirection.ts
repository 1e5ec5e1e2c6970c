/**
 * The paragraph direction a field is drawn in, and the schema its plugin draws with (alignment mirrored in a
 * right-to-left paragraph, see src/templates/textDirection.ts). Used by the output document and by the canvas's
 * layout run, so both place lines alike.
 */
import type { Schema } from '@pdfme/common';
import { findFieldType } from '../../templates/fieldTypes';
import { alignmentInDirection, directionSetting, resolveDirection, type TextDirection } from '../../templates/textDirection';

/** Whether a field's value is the text it prints (its wording is its content: Text), so 'auto' can read all of it. */
const printsItsValue = (type: string) => findFieldType(type)?.wording === 'content';

/** The direction to draw `schema` printing `value` in ('auto' left to each line for values that are not the text), and the schema to draw. */
export function directedField(schema: Schema, value: string): { schema: Schema; direction: TextDirection } {
  const setting = directionSetting(schema as unknown as Record<string, unknown>);
  if (!printsItsValue(schema.type)) return { schema, direction: setting };
  const direction = resolveDirection(value, setting);
  if (direction === 'ltr') return { schema, direction };
  return { schema: { ...schema, alignment: alignmentInDirection((schema as { alignment?: unknown }).alignment, direction) } as Schema, direction };
}
