/**
 * Platen's own additions (template.platen): uploaded fonts must be embedded font files, and the saved data mapping
 * should point at fields that still exist (a deleted field leaves its column mapped to nothing); an e-invoice binding
 * must name terms, a table and columns that exist (./einvoice.ts).
 */
import { DOCUMENT_STANDARDS, isDocumentStandard } from '../documentStandard';
import { fontDataUrlProblem } from '../fontDataUrl';
import { checkEInvoiceBinding } from './einvoice';
import { type FieldPlace, error, isRecord, warning } from './place';
import type { Problem } from '../types';

/** Checks template.platen: the document standard and title, uploaded fonts and the saved data mapping. */
export function checkMeta(template: Record<string, unknown>, fields: FieldPlace[], problems: Problem[]): void {
  const meta = template.platen;
  if (meta === undefined) return;
  if (!isRecord(meta)) {
    problems.push(error(['platen'], 'Platen’s template settings (“platen”) must be an object.'));
    return;
  }
  if (meta.name !== undefined && typeof meta.name !== 'string') {
    problems.push(error(['platen', 'name'], 'The template name must be text.'));
  }
  if (meta.standard !== undefined && !isDocumentStandard(meta.standard)) {
    problems.push(
      error(
        ['platen', 'standard'],
        `The document standard (“platen.standard”) must be one of ${DOCUMENT_STANDARDS.map((s) => `“${s}”`).join(', ')} (got ${JSON.stringify(meta.standard)}).`,
      ),
    );
  }
  if (meta.titlePattern !== undefined && typeof meta.titlePattern !== 'string') {
    problems.push(error(['platen', 'titlePattern'], 'The document title (“platen.titlePattern”) must be text.'));
  }
  if (meta.fonts !== undefined) {
    if (!isRecord(meta.fonts)) {
      problems.push(error(['platen', 'fonts'], 'Uploaded fonts (“platen.fonts”) must map font names to font files.'));
    } else {
      for (const [name, data] of Object.entries(meta.fonts)) {
        const problem = fontDataUrlProblem(data);
        if (problem !== null) {
          problems.push(error(['platen', 'fonts', name], `The uploaded font “${name}” is damaged: ${problem}. Upload it again.`));
        }
      }
    }
  }
  if (meta.einvoice !== undefined) checkEInvoiceBinding(meta.einvoice, fields, problems, meta.standard);
  if (meta.mapping !== undefined) {
    if (!isRecord(meta.mapping)) {
      problems.push(error(['platen', 'mapping'], 'The saved data mapping must map column names to field names.'));
      return;
    }
    const names = new Set(fields.map((place) => place.name));
    for (const [column, fieldName] of Object.entries(meta.mapping)) {
      if (typeof fieldName !== 'string' || !names.has(fieldName)) {
        problems.push(
          warning(
            ['platen', 'mapping', column],
            `The data column “${column}” is mapped to the field “${String(fieldName)}”, which is no longer in the template; map it again or leave it out.`,
          ),
        );
      }
    }
  }
}
