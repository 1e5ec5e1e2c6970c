/**
 * E-invoices (issue #18): Factur-X 1.0 / ZUGFeRD 2.x, profile EN 16931. What other folders use: the binding saved in
 * template.platen.einvoice, a record's invoice with its findings, the CII XML and the parts a PDF/A-3 embeds.
 */
export type { EInvoiceBinding, EInvoiceProfile, LinesSource, TermSource } from './binding';
export type { Invoice, InvoiceLine, Party } from './invoice';
export type { Totals, VatBreakdown } from './totals';
export type { Finding } from './finding';
export { ciiXml, EN16931_GUIDELINE } from './ciiXml';
export { computeTotals } from './totals';
export { facturXParts, FACTUR_X_FILE_NAME, FACTUR_X_NAMESPACE, FACTUR_X_XMP, type FacturXAttachment, type FacturXParts } from './facturX';
export { einvoiceBinding, einvoiceProblems, recordInvoice, type RecordInvoice } from './recordInvoice';
export { HEADER_TERMS, LINE_TERMS, TOTAL_TERMS, type HeaderTerm, type LineTerm, type TotalTerm } from './terms';
export { withComputedAmounts, germanAmount, type AmountFormat } from './computedAmounts';
export { suggestedBinding } from './suggestBinding';
