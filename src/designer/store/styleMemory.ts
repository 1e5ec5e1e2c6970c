/**
 * View-side memory of how the user last styled each field type, so a newly dropped Text field takes the font,
 * size and colours of the last Text field they edited. Never saved in the document and never history.
 */
import type { FieldSchema } from '../../templates/types';
import { FORMAT_PROPERTY } from '../../templates/valueFormat';

/**
 * Properties that describe a field's place or identity or data, not its look. A value format is about the data:
 * a new Text field must not silently expect money because the last one edited did.
 */
const NOT_STYLE = new Set([
  'id', 'name', 'type', 'position', 'width', 'height', 'content', 'text', 'variables', 'head', 'locked', 'readOnly', 'required', 'rotate',
  FORMAT_PROPERTY,
]);

const lastStyle = new Map<string, Record<string, unknown>>();

/** Remembers the look of fields the user just edited. */
export function rememberStyle(fields: readonly FieldSchema[]): void {
  for (const field of fields) {
    const style: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(field)) if (!NOT_STYLE.has(key)) style[key] = value;
    lastStyle.set(field.type, style);
  }
}

/** The remembered look for a field type, if the user has edited one this session. */
export function rememberedStyle(type: string): Record<string, unknown> | undefined {
  return lastStyle.get(type);
}
