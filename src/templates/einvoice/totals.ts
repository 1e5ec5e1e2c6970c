/**
 * The invoice's totals as EN 16931 computes them (BR-CO-10 … BR-CO-17), in whole cents: each line amount rounded to
 * 2 decimals first, then sums of rounded amounts, and the VAT of each category computed once on the category's
 * taxable amount (not summed from lines), so the numbers agree with any receiver's recalculation.
 */
import { type Cents, type Decimal, decimalText, lineAmount, percentOf } from './decimal';
import type { Invoice, InvoiceLine } from './invoice';

/** One row of the VAT breakdown (BG-23). */
export interface VatBreakdown {
  category: string; // BT-118
  rate?: Decimal; // BT-119 (absent for O)
  taxable: Cents; // BT-116
  tax: Cents; // BT-117
  exemptionReason?: string; // BT-120
  exemptionCode?: string; // BT-121
}

export interface Totals {
  /** BT-131 of each line, in the invoice's line order */
  lineNets: Cents[];
  lineTotal: Cents; // BT-106
  allowanceTotal: Cents; // BT-107
  chargeTotal: Cents; // BT-108
  taxBasisTotal: Cents; // BT-109
  taxTotal: Cents; // BT-110
  grandTotal: Cents; // BT-112
  prepaid: Cents; // BT-113
  amountDue: Cents; // BT-115
  breakdown: VatBreakdown[];
}

const ONE: Decimal = { digits: 1n, scale: 0 };

/** BT-131: quantity × net price ÷ base quantity, rounded, less the line's allowance. */
export function lineNet(line: InvoiceLine): Cents {
  const base = line.baseQuantity && line.baseQuantity.digits !== 0n ? line.baseQuantity : ONE;
  return lineAmount(line.quantity, line.netPrice, base) - (line.allowance ?? 0n);
}

/**
 * Why a category is not taxed, for the breakdown (BR-AE-10, BR-IC-10, BR-G-10, BR-O-10 ask for a reason; BR-E-10
 * takes the invoice's own, which the seller must give).
 */
const STANDARD_EXEMPTIONS: Record<string, { reason: string; code: string }> = {
  AE: { reason: 'Reverse charge', code: 'VATEX-EU-AE' },
  K: { reason: 'Intra-community supply', code: 'VATEX-EU-IC' },
  G: { reason: 'Export outside the EU', code: 'VATEX-EU-G' },
  O: { reason: 'Not subject to VAT', code: 'VATEX-EU-O' },
};

const keyOf = (category: string, rate: Decimal | undefined) => `${category}/${rate ? decimalText(rate, 2) : ''}`;

/** Every total and the VAT breakdown of an invoice. */
export function computeTotals(invoice: Invoice): Totals {
  const lineNets = invoice.lines.map(lineNet);
  const groups = new Map<string, VatBreakdown>();
  const group = (category: string, rate: Decimal | undefined): VatBreakdown => {
    const key = keyOf(category, category === 'O' ? undefined : rate);
    let found = groups.get(key);
    if (!found) {
      found = { category, rate: category === 'O' ? undefined : rate, taxable: 0n, tax: 0n };
      groups.set(key, found);
    }
    return found;
  };
  invoice.lines.forEach((line, i) => {
    group(line.vatCategory, line.vatRate).taxable += lineNets[i];
  });
  let allowanceTotal = 0n;
  let chargeTotal = 0n;
  for (const item of invoice.allowancesCharges) {
    if (item.charge) chargeTotal += item.amount;
    else allowanceTotal += item.amount;
    group(item.vatCategory, item.vatRate).taxable += item.charge ? item.amount : -item.amount;
  }
  const breakdown = [...groups.values()].map((row) => {
    const tax = row.rate ? percentOf(row.taxable, row.rate) : 0n;
    const standard = STANDARD_EXEMPTIONS[row.category];
    if (row.category === 'E') return { ...row, tax, exemptionReason: invoice.exemptionReason };
    return standard ? { ...row, tax, exemptionReason: standard.reason, exemptionCode: standard.code } : { ...row, tax };
  });
  const lineTotal = lineNets.reduce((sum, net) => sum + net, 0n);
  const taxBasisTotal = lineTotal - allowanceTotal + chargeTotal;
  const taxTotal = breakdown.reduce((sum, row) => sum + row.tax, 0n);
  const grandTotal = taxBasisTotal + taxTotal;
  return {
    lineNets,
    lineTotal,
    allowanceTotal,
    chargeTotal,
    taxBasisTotal,
    taxTotal,
    grandTotal,
    prepaid: invoice.prepaid,
    amountDue: grandTotal - invoice.prepaid,
    breakdown,
  };
}
