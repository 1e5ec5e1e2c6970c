/**
 * One home for "the e-invoice of this record": the template's binding read from template.platen.einvoice, the record
 * read into an invoice, its totals computed and its rules checked. Preflight, `platen validate`, the render engine
 * and the designer's E-invoice section all start here.
 */
import type { DataRecord, Problem, Template } from '../types';
import type { EInvoiceBinding } from './binding';
import type { Finding } from './finding';
import type { Invoice } from './invoice';
import { invoiceOf } from './invoiceOf';
import { ruleFindings } from './rules';
import { computeTotals, type Totals } from './totals';

export interface RecordInvoice {
  invoice: Invoice;
  totals: Totals;
  /** what cannot be read and the rules that fail; an invoice with an error finding must not be issued */
  findings: Finding[];
}

/** The template's e-invoice binding, or null when it issues no e-invoices (its shape is checked by validateTemplate). */
export function einvoiceBinding(template: Template): EInvoiceBinding | null {
  const binding = template.platen?.einvoice;
  return binding && typeof binding === 'object' && binding.profile === 'EN16931' ? binding : null;
}

/** A record's invoice, totals and findings, or null when the template issues no e-invoices. */
export function recordInvoice(template: Template, record: DataRecord): RecordInvoice | null {
  const binding = einvoiceBinding(template);
  if (!binding) return null;
  const { invoice, findings } = invoiceOf(binding, record, template);
  const totals = computeTotals(invoice);
  return { invoice, totals, findings: [...findings, ...ruleFindings(binding, invoice, totals)] };
}

/** Every record's e-invoice findings as problems at ['records', row, place]; none when the template has no binding. */
export function einvoiceProblems(template: Template, records: readonly DataRecord[]): Problem[] {
  if (!einvoiceBinding(template)) return [];
  return records.flatMap((record, row) =>
    (recordInvoice(template, record)?.findings ?? []).map(({ place, message, severity }) => ({ path: ['records', row, place], message, severity })),
  );
}
