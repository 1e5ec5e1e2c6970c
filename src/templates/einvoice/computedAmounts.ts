/**
 * The computed amounts written into the fields that print them: each line's amount in the lines table and the
 * totals the binding names (binding.printed), so a page cannot disagree with its XML. Fills only what is empty unless
 * asked to overwrite; pure, returns a new record.
 */
import type { DataRecord, Template } from '../types';
import { userKeyed } from '../userKeyed';
import { type Cents, centsForPeople } from './decimal';
import { recordInvoice } from './recordInvoice';
import type { TotalTerm } from './terms';
import type { Totals } from './totals';

/** How an amount is printed: "1,234.50" by default. */
export type AmountFormat = (cents: Cents, currency: string) => string;

/** "1.234,50 €" for EUR, "1.234,50 CHF" otherwise: the German way. */
export const germanAmount: AmountFormat = (cents, currency) => {
  const [whole, fraction] = centsForPeople(cents).split('.');
  return `${whole.replace(/,/g, '.')},${fraction} ${currency === 'EUR' ? '€' : currency}`;
};

const TOTALS: Record<TotalTerm, (totals: Totals) => Cents> = {
  lineTotal: (t) => t.lineTotal,
  taxBasisTotal: (t) => t.taxBasisTotal,
  taxTotal: (t) => t.taxTotal,
  grandTotal: (t) => t.grandTotal,
  amountDue: (t) => t.amountDue,
};

/** `record` with the computed line amounts and totals in the fields that print them (empty ones, or all with `overwrite`). */
export function withComputedAmounts(template: Template, record: DataRecord, format: AmountFormat = (c) => centsForPeople(c), overwrite = false): DataRecord {
  const read = recordInvoice(template, record);
  const binding = template.platen?.einvoice;
  if (!read || !binding) return record;
  const out: DataRecord = Object.assign(userKeyed<string>(), record);
  const currency = read.invoice.currency;
  for (const [term, name] of Object.entries(binding.printed ?? {}) as [TotalTerm, string][]) {
    if (overwrite || (out[name] ?? '').trim() === '') out[name] = format(TOTALS[term](read.totals), currency);
  }
  const net = binding.lines.terms.netAmount;
  const from = binding.lines.from;
  if (net && 'column' in net && 'table' in from) {
    const head = template.schemas.flat().find((field) => field.name === from.table)?.head;
    const at = Array.isArray(head) ? head.indexOf(net.column) : -1;
    try {
      const rows: unknown = JSON.parse(out[from.table] ?? '');
      if (at >= 0 && Array.isArray(rows)) {
        out[from.table] = JSON.stringify(
          rows.map((row, i) => {
            if (!Array.isArray(row)) return row;
            const copy = [...row];
            while (copy.length <= at) copy.push('');
            if (overwrite || String(copy[at] ?? '').trim() === '') copy[at] = format(read.totals.lineNets[i], currency);
            return copy;
          }),
        );
      }
    } catch {
      // Lines that are not JSON are reported by the checks (BR-16); nothing to fill.
    }
  }
  return out;
}
