/**
 * The EN 16931 business terms a binding can fill: one table, read by the binding's validation, invoiceOf, the
 * designer's mapping list and the messages. `bt` is the standard's number, `label` what a person calls it.
 */

/** How a term's text is read: free text, a date, an amount in cents, a percentage, a decimal or a code. */
export type TermKind = 'text' | 'date' | 'amount' | 'percent' | 'decimal' | 'code';

export interface TermInfo {
  bt: string;
  label: string;
  kind: TermKind;
  /** mandatory in EN 16931 (its BR rule), so preflight names a missing one */
  rule?: string;
}

/** Invoice-level terms (BG-1 … BG-22). */
export const HEADER_TERMS = {
  invoiceNumber: { bt: 'BT-1', label: 'Invoice number', kind: 'text', rule: 'BR-02' },
  issueDate: { bt: 'BT-2', label: 'Invoice date', kind: 'date', rule: 'BR-03' },
  typeCode: { bt: 'BT-3', label: 'Document type (380 invoice, 381 credit note)', kind: 'code', rule: 'BR-04' },
  currency: { bt: 'BT-5', label: 'Currency', kind: 'code', rule: 'BR-05' },
  dueDate: { bt: 'BT-9', label: 'Payment due date', kind: 'date' },
  buyerReference: { bt: 'BT-10', label: 'Buyer reference', kind: 'text' },
  orderReference: { bt: 'BT-13', label: 'Purchase order reference', kind: 'text' },
  paymentTerms: { bt: 'BT-20', label: 'Payment terms', kind: 'text' },
  note: { bt: 'BT-22', label: 'Invoice note', kind: 'text' },
  sellerName: { bt: 'BT-27', label: 'Seller name', kind: 'text', rule: 'BR-06' },
  sellerLegalId: { bt: 'BT-30', label: 'Seller legal registration ID', kind: 'text' },
  sellerVatId: { bt: 'BT-31', label: 'Seller VAT ID', kind: 'text' },
  sellerTaxNumber: { bt: 'BT-32', label: 'Seller tax registration number', kind: 'text' },
  sellerStreet: { bt: 'BT-35', label: 'Seller street', kind: 'text' },
  sellerCity: { bt: 'BT-37', label: 'Seller city', kind: 'text' },
  sellerPostcode: { bt: 'BT-38', label: 'Seller postcode', kind: 'text' },
  sellerCountry: { bt: 'BT-40', label: 'Seller country', kind: 'code', rule: 'BR-09' },
  sellerEmail: { bt: 'BT-43', label: 'Seller contact email', kind: 'text' },
  buyerName: { bt: 'BT-44', label: 'Buyer name', kind: 'text', rule: 'BR-07' },
  buyerLegalId: { bt: 'BT-47', label: 'Buyer legal registration ID', kind: 'text' },
  buyerVatId: { bt: 'BT-48', label: 'Buyer VAT ID', kind: 'text' },
  buyerStreet: { bt: 'BT-50', label: 'Buyer street', kind: 'text' },
  buyerCity: { bt: 'BT-52', label: 'Buyer city', kind: 'text' },
  buyerPostcode: { bt: 'BT-53', label: 'Buyer postcode', kind: 'text' },
  buyerCountry: { bt: 'BT-55', label: 'Buyer country', kind: 'code', rule: 'BR-11' },
  deliveryDate: { bt: 'BT-72', label: 'Delivery date', kind: 'date' },
  deliverToCountry: { bt: 'BT-80', label: 'Deliver-to country', kind: 'code' },
  paymentMeans: { bt: 'BT-81', label: 'Payment means (58 SEPA transfer, 30 transfer)', kind: 'code', rule: 'BR-49' },
  paymentReference: { bt: 'BT-83', label: 'Payment reference', kind: 'text' },
  iban: { bt: 'BT-84', label: 'IBAN', kind: 'text' },
  bic: { bt: 'BT-86', label: 'BIC', kind: 'text' },
  allowanceAmount: { bt: 'BT-92', label: 'Invoice allowance', kind: 'amount' },
  allowanceVatCategory: { bt: 'BT-95', label: 'Invoice allowance VAT category', kind: 'code' },
  allowanceVatRate: { bt: 'BT-96', label: 'Invoice allowance VAT rate', kind: 'percent' },
  allowanceReason: { bt: 'BT-97', label: 'Invoice allowance reason', kind: 'text' },
  chargeAmount: { bt: 'BT-99', label: 'Invoice charge', kind: 'amount' },
  chargeVatCategory: { bt: 'BT-102', label: 'Invoice charge VAT category', kind: 'code' },
  chargeVatRate: { bt: 'BT-103', label: 'Invoice charge VAT rate', kind: 'percent' },
  chargeReason: { bt: 'BT-104', label: 'Invoice charge reason', kind: 'text' },
  prepaidAmount: { bt: 'BT-113', label: 'Paid amount', kind: 'amount' },
  exemptionReason: { bt: 'BT-120', label: 'VAT exemption reason', kind: 'text' },
} as const satisfies Record<string, TermInfo>;

/** Line-level terms (BG-25), read from a line's cells. */
export const LINE_TERMS = {
  lineId: { bt: 'BT-126', label: 'Line ID', kind: 'text' },
  quantity: { bt: 'BT-129', label: 'Quantity', kind: 'decimal', rule: 'BR-22' },
  unitCode: { bt: 'BT-130', label: 'Unit (C62 piece, HUR hour, KGM kg)', kind: 'code', rule: 'BR-23' },
  netAmount: { bt: 'BT-131', label: 'Line amount (printed; checked, not read)', kind: 'amount' },
  allowance: { bt: 'BT-136', label: 'Line allowance', kind: 'amount' },
  allowanceReason: { bt: 'BT-139', label: 'Line allowance reason', kind: 'text' },
  netPrice: { bt: 'BT-146', label: 'Net price', kind: 'decimal', rule: 'BR-26' },
  baseQuantity: { bt: 'BT-149', label: 'Price base quantity', kind: 'decimal' },
  vatCategory: { bt: 'BT-151', label: 'VAT category (S, Z, E, AE, K, G, O)', kind: 'code', rule: 'BR-CO-04' },
  vatRate: { bt: 'BT-152', label: 'VAT rate %', kind: 'percent' },
  name: { bt: 'BT-153', label: 'Item name', kind: 'text', rule: 'BR-25' },
  sellerItemId: { bt: 'BT-155', label: 'Seller item ID', kind: 'text' },
} as const satisfies Record<string, TermInfo>;

/** Totals that may also be printed (BG-22), checked against the computed ones. */
export const TOTAL_TERMS = {
  lineTotal: { bt: 'BT-106', label: 'Sum of line amounts', kind: 'amount' },
  taxBasisTotal: { bt: 'BT-109', label: 'Total without VAT', kind: 'amount' },
  taxTotal: { bt: 'BT-110', label: 'Total VAT', kind: 'amount' },
  grandTotal: { bt: 'BT-112', label: 'Total with VAT', kind: 'amount' },
  amountDue: { bt: 'BT-115', label: 'Amount due', kind: 'amount' },
} as const satisfies Record<string, TermInfo>;

export type HeaderTerm = keyof typeof HEADER_TERMS;
export type LineTerm = keyof typeof LINE_TERMS;
export type TotalTerm = keyof typeof TOTAL_TERMS;

/** A term's name inside a sentence: "Buyer VAT ID (BT-48)" → "buyer VAT ID"; a leading acronym (IBAN) stays. */
export function termName(info: TermInfo): string {
  const label = info.label.replace(/ \(.*\)$/, '');
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
