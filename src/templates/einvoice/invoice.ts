/** A typed EN 16931 invoice, as one record gives it (invoiceOf.ts); BT numbers name the standard's terms. */
import type { Cents, Decimal } from './decimal';
import type { TotalTerm } from './terms';

export interface Party {
  name: string; // BT-27 / BT-44
  legalId?: string; // BT-30 / BT-47
  vatId?: string; // BT-31 / BT-48
  taxNumber?: string; // BT-32 (seller only)
  email?: string; // BT-43 (seller only)
  street?: string; // BT-35 / BT-50
  city?: string; // BT-37 / BT-52
  postcode?: string; // BT-38 / BT-53
  country: string; // BT-40 / BT-55
}

export interface InvoiceLine {
  /** 0-based place of the line in its table or array, for messages ("line 3") */
  index: number;
  id: string; // BT-126
  name: string; // BT-153
  sellerItemId?: string; // BT-155
  quantity: Decimal; // BT-129
  unitCode: string; // BT-130
  netPrice: Decimal; // BT-146
  baseQuantity?: Decimal; // BT-149
  allowance?: Cents; // BT-136
  allowanceReason?: string; // BT-139
  vatCategory: string; // BT-151
  /** BT-152; absent for category O, which has no rate (BR-O-05) */
  vatRate?: Decimal;
  /** the line amount as printed, when the binding reads it (checked against the computed BT-131) */
  printedNet?: Cents;
}

/** A document-level allowance (BG-20) or charge (BG-21). */
export interface AllowanceCharge {
  charge: boolean;
  amount: Cents; // BT-92 / BT-99
  reason?: string; // BT-97 / BT-104
  vatCategory: string; // BT-95 / BT-102
  vatRate?: Decimal; // BT-96 / BT-103
}

export interface Invoice {
  number: string; // BT-1
  /** BT-2, as CII writes it: YYYYMMDD */
  issueDate: string;
  typeCode: string; // BT-3
  currency: string; // BT-5
  dueDate?: string; // BT-9, YYYYMMDD
  buyerReference?: string; // BT-10
  orderReference?: string; // BT-13
  paymentTerms?: string; // BT-20
  note?: string; // BT-22
  seller: Party; // BG-4
  buyer: Party; // BG-7
  deliveryDate?: string; // BT-72, YYYYMMDD
  deliverToCountry?: string; // BT-80
  paymentMeans: string; // BT-81
  paymentReference?: string; // BT-83
  iban?: string; // BT-84
  bic?: string; // BT-86
  allowancesCharges: AllowanceCharge[];
  prepaid: Cents; // BT-113
  exemptionReason?: string; // BT-120, for category E
  lines: InvoiceLine[]; // BG-25
  /** totals the page prints, read back to be checked (BG-22) */
  printed: Partial<Record<TotalTerm, Cents>>;
}
