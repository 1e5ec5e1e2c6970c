/**
 * The EN 16931 rules a record's data can break, each finding naming its rule: code lists (BR-CL-*), VAT categories
 * (BR-S/Z/E/AE/K/G/O-*), VAT identifiers (BR-CO-09), payment (BR-61, BR-CO-25), allowance reasons (BR-33, BR-38,
 * BR-41/42) and the printed totals against the computed ones (BR-CO-10 … BR-CO-16). Rules Platen satisfies by writing
 * the XML (the breakdown sums, the specification id) are not checked here: they cannot fail from data.
 */
import { describeSource, type EInvoiceBinding } from './binding';
import { COUNTRY_CODES, CURRENCY_CODES, DOCUMENT_TYPES, PAYMENT_MEANS_CODES, UNIT_CODES, VAT_CATEGORIES } from './codeLists';
import { type Cents, centsForPeople, compareDecimal, decimalText, isZero } from './decimal';
import type { Finding } from './finding';
import type { Invoice } from './invoice';
import { firstNonXmlCharacter } from './readValues';
import { HEADER_TERMS, TOTAL_TERMS, termName, type HeaderTerm, type TotalTerm } from './terms';
import type { Totals } from './totals';

const ZERO_RATE = { digits: 0n, scale: 0 };

/** Every rule finding for a read invoice and its computed totals. */
export function ruleFindings(binding: EInvoiceBinding, invoice: Invoice, totals: Totals): Finding[] {
  const findings: Finding[] = [];
  const headerPlace = (term: HeaderTerm): string => {
    const source = binding.terms[term];
    return source && 'column' in source ? source.column : term;
  };
  const linesPlace = 'table' in binding.lines.from ? binding.lines.from.table : binding.lines.from.column;
  const fromOf = (term: HeaderTerm) => {
    const source = binding.terms[term];
    return source ? ` (${describeSource(source)})` : '';
  };
  const fail = (rule: string, place: string, message: string) => findings.push({ place, rule, message: `${rule}: ${message}`, severity: 'error' });
  const code = (rule: string, term: HeaderTerm, value: string | undefined, list: ReadonlySet<string>, what: string) => {
    if (value && !list.has(value)) fail(rule, headerPlace(term), `the ${termName(HEADER_TERMS[term])} (${HEADER_TERMS[term].bt}) “${value}” is not ${what}${fromOf(term)}`);
  };

  // Code lists.
  if (invoice.typeCode && !Object.hasOwn(DOCUMENT_TYPES, invoice.typeCode)) {
    fail('BR-CL-01', headerPlace('typeCode'), `the document type (BT-3) “${invoice.typeCode}” is not one Platen writes: 380 invoice, 381 credit note, 384 corrected invoice, 389 self-billed invoice, 751 accounting information${fromOf('typeCode')}`);
  }
  code('BR-CL-04', 'currency', invoice.currency, CURRENCY_CODES, 'an ISO 4217 currency code such as EUR');
  code('BR-CL-14', 'sellerCountry', invoice.seller.country, COUNTRY_CODES, 'an ISO 3166 country code such as DE');
  code('BR-CL-14', 'buyerCountry', invoice.buyer.country, COUNTRY_CODES, 'an ISO 3166 country code such as DE');
  code('BR-CL-14', 'deliverToCountry', invoice.deliverToCountry, COUNTRY_CODES, 'an ISO 3166 country code such as DE');
  code('BR-CL-16', 'paymentMeans', invoice.paymentMeans, PAYMENT_MEANS_CODES, 'a UNCL 4461 payment means code such as 58 (SEPA credit transfer)');

  // Text XML cannot carry (a pasted control character): refused rather than silently dropped from the invoice.
  const texts: [HeaderTerm, string | undefined][] = [
    ['invoiceNumber', invoice.number], ['buyerReference', invoice.buyerReference], ['orderReference', invoice.orderReference],
    ['paymentTerms', invoice.paymentTerms], ['note', invoice.note], ['sellerName', invoice.seller.name], ['buyerName', invoice.buyer.name],
    ['sellerStreet', invoice.seller.street], ['buyerStreet', invoice.buyer.street], ['sellerCity', invoice.seller.city], ['buyerCity', invoice.buyer.city],
    ['exemptionReason', invoice.exemptionReason], ['paymentReference', invoice.paymentReference],
  ];
  for (const [term, value] of texts) {
    const bad = value ? firstNonXmlCharacter(value) : null;
    if (bad) findings.push({ place: headerPlace(term), message: `the ${termName(HEADER_TERMS[term])} (${HEADER_TERMS[term].bt}) holds the control character ${bad}, which XML cannot carry; remove it`, severity: 'error' });
  }

  // Lines.
  const categories = new Set<string>();
  invoice.lines.forEach((line, i) => {
    const label = `line ${i + 1}`;
    const bad = firstNonXmlCharacter(`${line.name}${line.allowanceReason ?? ''}${line.sellerItemId ?? ''}`);
    if (bad) findings.push({ place: linesPlace, message: `${label}: the item name or reason holds the control character ${bad}, which XML cannot carry; remove it`, severity: 'error' });
    if (line.unitCode && !UNIT_CODES.has(line.unitCode)) fail('BR-CL-23', linesPlace, `${label}: the unit “${line.unitCode}” (BT-130) is not a UN/ECE Recommendation 20 code such as C62 (piece), HUR (hour), KGM (kilogram)`);
    if (line.netPrice.digits < 0n) fail('BR-27', linesPlace, `${label}: the net price (BT-146) is ${decimalText(line.netPrice)}; a price is never negative (a refund is a credit note, type 381)`);
    if (line.baseQuantity && line.baseQuantity.digits <= 0n) findings.push({ place: linesPlace, message: `${label}: the price base quantity (BT-149) must be more than 0`, severity: 'error' });
    if (line.allowance !== undefined && !line.allowanceReason) fail('BR-42', linesPlace, `${label}: the line allowance (BT-136) of ${centsForPeople(line.allowance)} needs a reason (BT-139)`);
    if (!line.vatCategory) return; // BR-CO-04 was reported as empty
    if (!Object.hasOwn(VAT_CATEGORIES, line.vatCategory)) {
      fail('BR-CL-17', linesPlace, `${label}: the VAT category “${line.vatCategory}” (BT-151) is not a UNCL 5305 code: S standard, Z zero rated, E exempt, AE reverse charge, K intra-community, G export, O not subject to VAT`);
      return;
    }
    categories.add(line.vatCategory);
    checkLineRate(line.vatCategory, line.vatRate, `${label}: `, linesPlace, fail);
    if (line.printedNet !== undefined && line.printedNet !== totals.lineNets[i]) {
      fail('BR-CO-10', linesPlace, `${label}: the line amount (BT-131) is ${centsForPeople(totals.lineNets[i])} (quantity × price${line.allowance ? ' − allowance' : ''}), the invoice prints ${centsForPeople(line.printedNet)}`);
    }
  });
  for (const item of invoice.allowancesCharges) {
    const what = item.charge ? 'charge' : 'allowance';
    const term: HeaderTerm = item.charge ? 'chargeAmount' : 'allowanceAmount';
    if (!item.reason) fail(item.charge ? 'BR-38' : 'BR-33', headerPlace(term), `the invoice ${what} of ${centsForPeople(item.amount)} needs a reason (${item.charge ? 'BT-104' : 'BT-97'})`);
    if (!item.vatCategory) fail(item.charge ? 'BR-37' : 'BR-32', headerPlace(term), `the invoice ${what} of ${centsForPeople(item.amount)} needs a VAT category (${item.charge ? 'BT-102' : 'BT-95'})`);
    else if (!Object.hasOwn(VAT_CATEGORIES, item.vatCategory)) fail('BR-CL-17', headerPlace(term), `the invoice ${what}’s VAT category “${item.vatCategory}” is not a UNCL 5305 code`);
    else {
      categories.add(item.vatCategory);
      checkLineRate(item.vatCategory, item.vatRate, `the invoice ${what}: `, headerPlace(term), fail);
    }
  }

  // Who must be identified for each VAT category.
  const { seller, buyer } = invoice;
  const sellerTaxId = seller.vatId ?? seller.taxNumber;
  for (const category of ['S', 'Z', 'E'] as const) {
    if (categories.has(category) && !sellerTaxId) {
      fail(`BR-${category}-02`, headerPlace('sellerVatId'), `an invoice with ${VAT_CATEGORIES[category]} lines (category ${category}) needs the seller’s VAT ID (BT-31) or tax registration number (BT-32)`);
    }
  }
  if (categories.has('AE')) {
    if (!seller.vatId) fail('BR-AE-02', headerPlace('sellerVatId'), 'a reverse-charge invoice (category AE) needs the seller’s VAT ID (BT-31)');
    if (!buyer.vatId && !buyer.legalId) fail('BR-AE-02', headerPlace('buyerVatId'), 'a reverse-charge invoice (category AE) needs the buyer’s VAT ID (BT-48) or legal registration ID (BT-47)');
  }
  if (categories.has('K')) {
    if (!seller.vatId) fail('BR-IC-02', headerPlace('sellerVatId'), 'an intra-community supply (category K) needs the seller’s VAT ID (BT-31)');
    if (!buyer.vatId) fail('BR-IC-02', headerPlace('buyerVatId'), 'an intra-community supply (category K) needs the buyer’s VAT ID (BT-48)');
    if (!invoice.deliveryDate) fail('BR-IC-11', headerPlace('deliveryDate'), 'an intra-community supply (category K) needs the delivery date (BT-72)');
    if (!invoice.deliverToCountry) fail('BR-IC-12', headerPlace('deliverToCountry'), 'an intra-community supply (category K) needs the deliver-to country (BT-80)');
  }
  if (categories.has('G') && !seller.vatId) fail('BR-G-02', headerPlace('sellerVatId'), 'an export invoice (category G) needs the seller’s VAT ID (BT-31)');
  if (categories.has('E') && !invoice.exemptionReason) fail('BR-E-10', headerPlace('exemptionReason'), `lines exempt from VAT (category E) need the exemption reason (BT-120), e.g. “Exempt under Article 132 of Directive 2006/112/EC”${fromOf('exemptionReason')}`);
  if (categories.has('O')) {
    if (categories.size > 1) fail('BR-O-11', linesPlace, `an invoice with lines not subject to VAT (category O) cannot have other VAT categories; it has ${[...categories].join(', ')}`);
    if (seller.vatId || buyer.vatId) fail('BR-O-02', headerPlace(seller.vatId ? 'sellerVatId' : 'buyerVatId'), 'an invoice not subject to VAT (category O) must not carry the seller’s or buyer’s VAT ID');
  }
  for (const [term, value] of [['sellerVatId', seller.vatId], ['buyerVatId', buyer.vatId]] as const) {
    if (value && !/^[A-Z]{2}/.test(value)) fail('BR-CO-09', headerPlace(term), `the ${termName(HEADER_TERMS[term])} “${value}” must start with its country’s two-letter prefix (e.g. DE123456789)`);
  }

  // Payment.
  if (['30', '58'].includes(invoice.paymentMeans) && !invoice.iban) fail('BR-61', headerPlace('iban'), `payment by credit transfer (means ${invoice.paymentMeans}) needs the IBAN or account of the payee (BT-84)`);
  if (totals.amountDue > 0n && !invoice.dueDate && !invoice.paymentTerms) fail('BR-CO-25', headerPlace('dueDate'), `an amount is due (${centsForPeople(totals.amountDue)}), so the invoice needs a due date (BT-9) or payment terms (BT-20)`);

  // The printed totals against the computed ones.
  const sums: Record<TotalTerm, [string, string, Cents]> = {
    lineTotal: ['BR-CO-10', 'the sum of the line net amounts', totals.lineTotal],
    taxBasisTotal: ['BR-CO-13', 'the total without VAT (line sum − allowances + charges)', totals.taxBasisTotal],
    taxTotal: ['BR-CO-14', 'the total VAT (the sum of each rate’s VAT)', totals.taxTotal],
    grandTotal: ['BR-CO-15', 'the total with VAT', totals.grandTotal],
    amountDue: ['BR-CO-16', 'the amount due (total with VAT − paid)', totals.amountDue],
  };
  for (const [term, printed] of Object.entries(invoice.printed) as [TotalTerm, Cents][]) {
    const [rule, what, computed] = sums[term];
    if (printed !== computed) fail(rule, binding.printed?.[term] ?? term, `${what} (${TOTAL_TERMS[term].bt}) is ${centsForPeople(computed)}, the invoice says ${centsForPeople(printed)}`);
  }
  return findings;
}

/** The rate each category allows: S more than 0 (BR-S-05), the untaxed ones exactly 0 (BR-Z/E/AE/IC/G-05), O none. */
function checkLineRate(category: string, rate: { digits: bigint; scale: number } | undefined, label: string, place: string, fail: (rule: string, place: string, message: string) => void): void {
  const id = category === 'K' ? 'IC' : category;
  if (category === 'O') {
    if (rate && !isZero(rate)) fail('BR-O-05', place, `${label}an item not subject to VAT (category O) has no VAT rate; it says ${decimalText(rate)} %`);
    return;
  }
  if (!rate) {
    fail(`BR-${id}-05`, place, `${label}the VAT rate (BT-152) is empty; category ${category} needs one`);
    return;
  }
  if (category === 'S' && compareDecimal(rate, ZERO_RATE) <= 0) fail('BR-S-05', place, `${label}the standard rate (category S) must be more than 0 %; it is ${decimalText(rate)} % (use Z for zero-rated items)`);
  if (['Z', 'E', 'AE', 'K', 'G'].includes(category) && !isZero(rate)) {
    fail(`BR-${id}-05`, place, `${label}category ${category} (${VAT_CATEGORIES[category as keyof typeof VAT_CATEGORIES]}) has a VAT rate of 0 %; it says ${decimalText(rate)} %`);
  }
}
