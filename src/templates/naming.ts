import type { Template } from './types';

/** Every field name in the template, header/footer fields included (pdfme needs names unique across pages). */
export function fieldNames(template: Template): Set<string> {
  const names = new Set<string>();
  for (const page of template.schemas) for (const field of page) names.add(field.name);
  const base = template.basePdf;
  if (typeof base === 'object' && base !== null && Array.isArray(base.staticSchema)) {
    for (const field of base.staticSchema) names.add(field.name);
  }
  return names;
}

/**
 * A field name not yet used in the template: `base` itself if free, else `base2`, `base3`…
 * A trailing number on `base` is continued ("name2" → "name3"), so duplicating reads naturally.
 */
export function uniqueFieldName(template: Template, base: string, taken: Set<string> = fieldNames(template)): string {
  const clean = base.trim() || 'field';
  if (!taken.has(clean)) return clean;
  const match = /^(.*?)(\d+)$/.exec(clean);
  const stem = match ? match[1] : clean;
  let n = match ? Number(match[2]) + 1 : 2;
  while (taken.has(`${stem}${n}`)) n += 1;
  return `${stem}${n}`;
}
