/**
 * The e-invoice binding saved in a template (template.platen.einvoice, issue #18): where each EN 16931 business term
 * comes from in a record — a column (or field) of the record, or a value fixed in the template (the seller's name,
 * usually) — and where the lines are: a table field's rows, its columns found by header, or a column holding a JSON
 * array of objects, found by key.
 */
import type { HeaderTerm, LineTerm, TotalTerm } from './terms';

/** The EN 16931 profiles Platen writes; Factur-X calls this one "EN 16931" (ZUGFeRD 2.x "COMFORT"). */
export type EInvoiceProfile = 'EN16931';

/**
 * Where one term's text comes from: a record's column or field by name, or text fixed in the template. `values`
 * translates what the page prints into the code the standard wants ({ "Gutschrift": "381" }); text it does not
 * list is read as it is.
 */
export type TermSource = { column: string; values?: Record<string, string> } | { fixed: string };

/** The text a source gives for a record's cell (`cell` is the column's text; unused for a fixed value). */
export function sourceText(source: TermSource, cell: string | undefined): string {
  if ('fixed' in source) return source.fixed;
  const text = (cell ?? '').trim();
  return source.values && Object.hasOwn(source.values, text) ? source.values[text] : text;
}

/** Where the lines are: a table field's rows (cells by header), or a column holding [{…}, …] (cells by key). */
export type LinesSource = { table: string } | { column: string };

export interface EInvoiceBinding {
  profile: EInvoiceProfile;
  terms: Partial<Record<HeaderTerm, TermSource>>;
  lines: {
    from: LinesSource;
    /** for a table, `column` is a header ("Qty"); for an array of objects, a key ("quantity") */
    terms: Partial<Record<LineTerm, TermSource>>;
  };
  /** totals the page prints, by the field (or column) that holds them: each is checked against the computed one */
  printed?: Partial<Record<TotalTerm, string>>;
}

/** A term's source described for a message: `column “total”` or `the fixed value “EUR”`. */
export function describeSource(source: TermSource): string {
  return 'column' in source ? `column “${source.column}”` : `the fixed value “${source.fixed}”`;
}

/** The binding with one invoice term's source changed (undefined: the term is left out). */
export function withHeaderTerm(binding: EInvoiceBinding, term: keyof EInvoiceBinding['terms'], source: TermSource | undefined): EInvoiceBinding {
  const terms = { ...binding.terms };
  if (source) terms[term] = source;
  else delete terms[term];
  return { ...binding, terms };
}
