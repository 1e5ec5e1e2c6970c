/** What the CLI needs to know about a template's fields. */
import { isBlankPdf, type FieldSchema, type Template } from '../templates/types';

/** Fields a record fills: not read-only. */
export function inputFieldNames(template: Template): string[] {
  const names: string[] = [];
  const visit = (fields: FieldSchema[]) => {
    for (const field of fields) if (!field.readOnly && !names.includes(field.name)) names.push(field.name);
  };
  template.schemas.forEach(visit);
  if (isBlankPdf(template.basePdf)) visit(template.basePdf.staticSchema ?? []);
  return names;
}
