/**
 * A first binding for a template that starts issuing e-invoices: each term matched by name to a column or field
 * ("invoiceNumber", "Invoice number", "invoice_number" all match), as the Data panel matches columns to fields; the
 * lines from the first table field, their cells matched to its headers the same way; the common fixed values set
 * (invoice 380, EUR, SEPA transfer 58). The user corrects the rest in the E-invoice section.
 */
import { valueKindOfType } from '../fieldTypes';
import type { Template } from '../types';
import type { EInvoiceBinding, TermSource } from './binding';
import { HEADER_TERMS, LINE_TERMS, type HeaderTerm, type LineTerm, type TermInfo } from './terms';

const squash = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** What invoices commonly call a term, in English and German, beside its id and label. */
const ALIASES: Record<string, string[]> = {
  invoiceNumber: ['invoice no', 'invoice', 'rechnungsnummer', 'rechnungsnr'],
  issueDate: ['date', 'invoice date', 'rechnungsdatum', 'datum'],
  dueDate: ['due', 'fällig am', 'fälligkeit'],
  buyerName: ['customer', 'customer name', 'kunde'],
  lineId: ['pos', 'position', '#'],
  name: ['description', 'item', 'beschreibung', 'artikel', 'bezeichnung'],
  quantity: ['qty', 'menge', 'anzahl'],
  unitCode: ['unit', 'einheit'],
  netPrice: ['price', 'unit price', 'preis', 'einzelpreis', 'preis €'],
  vatCategory: ['vat category', 'ust', 'category'],
  vatRate: ['vat %', 'vat rate', '%', 'ust %', 'mwst %', 'tax rate'],
  netAmount: ['amount', 'line total', 'betrag', 'gesamt'],
};

/** The name among `names` that means `term` (its id, its label or a common alias), or undefined. */
function match(term: string, info: TermInfo, names: readonly string[]): string | undefined {
  const raw = [term, info.label.replace(/ \(.*\)$/, ''), ...(ALIASES[term] ?? [])];
  // "%" alone squashes to nothing: kept as it is.
  const wanted = new Set(raw.map((name) => squash(name) || name));
  return names.find((name) => wanted.has(squash(name) || name.trim()));
}

const DEFAULTS: Partial<Record<HeaderTerm, string>> = { typeCode: '380', currency: 'EUR', paymentMeans: '58' };

/** A binding matched by name to `columns` (the data's columns, or the template's field names with no data). */
export function suggestedBinding(template: Template, columns: readonly string[]): EInvoiceBinding {
  const fields = template.schemas.flat();
  const names = [...new Set([...columns, ...fields.map((field) => field.name)])];
  const terms: Partial<Record<HeaderTerm, TermSource>> = {};
  for (const [term, info] of Object.entries(HEADER_TERMS) as [HeaderTerm, TermInfo][]) {
    const column = match(term, info, names);
    if (column) terms[term] = { column };
    else if (DEFAULTS[term]) terms[term] = { fixed: DEFAULTS[term] };
  }
  const table = fields.find((field) => valueKindOfType(field.type) === 'table');
  const head = Array.isArray(table?.head) ? (table.head as unknown[]).map(String) : [];
  const lineTerms: Partial<Record<LineTerm, TermSource>> = {};
  for (const [term, info] of Object.entries(LINE_TERMS) as [LineTerm, TermInfo][]) {
    const column = match(term, info, head);
    if (column) lineTerms[term] = { column };
  }
  return { profile: 'EN16931', terms, lines: { from: table ? { table: table.name } : { column: 'lines' }, terms: lineTerms } };
}
