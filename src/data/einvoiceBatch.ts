/**
 * What a batch of e-invoices must do differently, decided once for the CLI, the service and the Data panel: one invoice
 * per file (a merged PDF would carry one invoice's XML for many invoices, or none), files named by invoice number
 * unless the user names them, and a record whose invoice breaks an EN 16931 rule is not issued.
 */
import { einvoiceBinding, einvoiceProblems } from '../templates/einvoice';
import type { RecordList, Template } from '../templates/types';
import { rowErrorsOf, type RowError } from './records';

/** The sentence refusing merged output for an e-invoice template. */
export const ONE_INVOICE_PER_FILE =
  'this template issues e-invoices (Factur-X), one invoice per file: write to a directory (out/) or a .zip, not one merged PDF';

/** Why this output cannot hold the template's documents, or undefined. */
export function einvoiceOutputProblem(template: Template, output: 'merged' | 'zip' | 'directory'): string | undefined {
  return output === 'merged' && einvoiceBinding(template) ? ONE_INVOICE_PER_FILE : undefined;
}

/** The file-name pattern e-invoices get when the user gives none: the invoice number's column, `{invoiceNumber}.pdf`. */
export function einvoiceFileNamePattern(template: Template): string | undefined {
  const source = einvoiceBinding(template)?.terms.invoiceNumber;
  return source && 'column' in source ? `{${source.column}}.pdf` : undefined;
}

/** The records whose invoice breaks a rule, as failures of their rows (path ['records', row, place]). */
export function einvoiceRowErrors(template: Template, records: RecordList): RowError[] {
  if (!einvoiceBinding(template)) return [];
  const errors: RowError[] = [];
  // One record at a time: a packed 10,000-row batch is never unpacked whole.
  for (let row = 0; row < records.length; row++) {
    const found = rowErrorsOf(einvoiceProblems(template, [records.at(row) ?? {}]));
    errors.push(...found.map((error) => ({ ...error, row })));
  }
  return errors;
}
