/**
 * The archival standard a template's PDFs are written to (template.platen.standard, issue #18). One list, read by
 * validation, the CLI's --pdfa, the service's `standard` option and the designer's Pages → Document select.
 */
import type { Template } from './types';
export const DOCUMENT_STANDARDS = ['pdfa-2b', 'pdfa-3b'] as const;

export type DocumentStandard = (typeof DOCUMENT_STANDARDS)[number];

/** What a person reads for a standard. */
export const STANDARD_LABELS: Record<DocumentStandard, string> = {
  'pdfa-2b': 'PDF/A-2b',
  'pdfa-3b': 'PDF/A-3b',
};

export function isDocumentStandard(value: unknown): value is DocumentStandard {
  return typeof value === 'string' && (DOCUMENT_STANDARDS as readonly string[]).includes(value);
}

/** The CLI's short form ('2b', '3b', also 'pdfa-2b', 'PDF/A-3b') as a standard, or null. */
export function parseStandard(text: string): DocumentStandard | null {
  const short = text.trim().toLowerCase().replace(/^pdf\/?a-?/, '');
  const standard = `pdfa-${short}`;
  return isDocumentStandard(standard) ? standard : null;
}

/**
 * PDF/A part number and conformance level, as XMP's pdfaid properties state them. A tagged document (PDF/UA, every
 * glyph mapped to Unicode) meets level A, so PDF/A-2b with tags is written as PDF/A-2a, -3b as -3a.
 */
export function pdfaIdentification(standard: DocumentStandard, tagged = false): { part: 2 | 3; conformance: 'A' | 'B' } {
  return { part: standard === 'pdfa-2b' ? 2 : 3, conformance: tagged ? 'A' : 'B' };
}

/** What a person reads for the standard a file is written to, tags included ("PDF/A-3a"). */
export function standardLabel(standard: DocumentStandard, tagged = false): string {
  const { part, conformance } = pdfaIdentification(standard, tagged);
  return `PDF/A-${part}${conformance.toLowerCase()}`;
}

/**
 * The template with its standard set for one run ('none': plain PDF), as `platen render --pdfa` and the service's
 * `standard` ask; undefined keeps the template's own. The template itself is not changed.
 */
export function withStandard(template: Template, standard: DocumentStandard | 'none' | undefined): Template {
  if (standard === undefined) return template;
  const { standard: _own, ...meta } = template.platen ?? {};
  return { ...template, platen: standard === 'none' ? meta : { ...meta, standard } };
}
