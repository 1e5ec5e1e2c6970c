import type { FieldSchema, Template } from './types';

let counter = 0;

/** A new field id, unique within this session and across sessions (time + random + counter). */
export function newFieldId(): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `f${Date.now().toString(36)}${random}${counter.toString(36)}`;
}

/**
 * Gives every field (and header/footer field) a unique id. Returns a new template only when something changed;
 * duplicated ids (e.g. from a hand-edited file) are replaced on the later field.
 */
export function ensureFieldIds(template: Template): Template {
  const seen = new Set<string>();
  let changed = false;
  const fix = (field: FieldSchema): FieldSchema => {
    if (field.id && !seen.has(field.id)) {
      seen.add(field.id);
      return field;
    }
    changed = true;
    const id = newFieldId();
    seen.add(id);
    return { ...field, id };
  };
  const schemas = template.schemas.map((page) => page.map(fix));
  let basePdf = template.basePdf;
  if (typeof basePdf === 'object' && basePdf !== null && Array.isArray(basePdf.staticSchema)) {
    const staticSchema = basePdf.staticSchema.map(fix);
    if (changed) basePdf = { ...basePdf, staticSchema };
  }
  return changed ? { ...template, schemas, basePdf } : template;
}
