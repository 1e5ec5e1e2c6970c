/**
 * The invoice as UN/CEFACT Cross Industry Invoice (D16B), as Factur-X 1.0 / ZUGFeRD 2.x profile EN 16931 expects it:
 * guideline urn:cen.eu:en16931:2017, elements in the order the Factur-X XSD requires, optional terms left out when
 * empty (an empty element is itself an error: PEPPOL-EN16931-R008), amounts with 2 decimals.
 */
import { type Decimal, centsText, decimalText } from './decimal';
import type { AllowanceCharge, Invoice, InvoiceLine, Party } from './invoice';
import { computeTotals, type Totals, type VatBreakdown } from './totals';
import { xmlEscape } from './xmlText';

/** Factur-X's guideline id for profile EN 16931 (BT-24). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

const NAMESPACES = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
].join(' ');

type Node = string | null | undefined | false | Node[];

/** `<ram:name>text</ram:name>`, or nothing for an empty value. */
function el(name: string, text: string | undefined, attributes: Record<string, string> = {}): string | null {
  if (text === undefined || text.trim() === '') return null;
  const attrs = Object.entries(attributes).map(([key, value]) => ` ${key}="${xmlEscape(value)}"`).join('');
  return `<${name}${attrs}>${xmlEscape(text)}</${name}>`;
}

/**
 * An element holding others, one per line and indented (a person reads this XML in the designer); left out when they
 * are all empty. Text never holds a line break (xmlEscape writes it as a reference), so indenting cannot change it.
 */
function group(name: string, ...children: Node[]): string | null {
  const inner = flatten(children);
  if (inner.length === 0) return null;
  return `<${name}>\n${inner.map((child) => child.replace(/^/gm, '  ')).join('\n')}\n</${name}>`;
}

function flatten(nodes: Node[]): string[] {
  return nodes.flatMap((node) => (Array.isArray(node) ? flatten(node) : node ? [node] : []));
}

const date = (name: string, yyyymmdd: string | undefined) =>
  yyyymmdd ? group(name, `<udt:DateTimeString format="102">${xmlEscape(yyyymmdd)}</udt:DateTimeString>`) : null;

const rate = (value: Decimal | undefined) => (value ? el('ram:RateApplicablePercent', decimalText(value, 2)) : null);

const tax = (category: string, value: Decimal | undefined) =>
  [el('ram:TypeCode', 'VAT'), el('ram:CategoryCode', category), category === 'O' ? null : rate(value)];

function party(name: string, who: Party, seller: boolean): string | null {
  return group(
    name,
    el('ram:Name', who.name),
    who.legalId ? group('ram:SpecifiedLegalOrganization', el('ram:ID', who.legalId)) : null,
    seller && who.email ? group('ram:DefinedTradeContact', group('ram:EmailURIUniversalCommunication', el('ram:URIID', who.email))) : null,
    group('ram:PostalTradeAddress', el('ram:PostcodeCode', who.postcode), el('ram:LineOne', who.street), el('ram:CityName', who.city), el('ram:CountryID', who.country)),
    who.vatId ? group('ram:SpecifiedTaxRegistration', el('ram:ID', who.vatId, { schemeID: 'VA' })) : null,
    seller && who.taxNumber ? group('ram:SpecifiedTaxRegistration', el('ram:ID', who.taxNumber, { schemeID: 'FC' })) : null,
  );
}

function line(item: InvoiceLine, net: bigint): string | null {
  const base = item.baseQuantity ? el('ram:BasisQuantity', decimalText(item.baseQuantity), { unitCode: item.unitCode }) : null;
  return group(
    'ram:IncludedSupplyChainTradeLineItem',
    group('ram:AssociatedDocumentLineDocument', el('ram:LineID', item.id)),
    group('ram:SpecifiedTradeProduct', el('ram:SellerAssignedID', item.sellerItemId), el('ram:Name', item.name)),
    group('ram:SpecifiedLineTradeAgreement', group('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', decimalText(item.netPrice, 2)), base)),
    group('ram:SpecifiedLineTradeDelivery', el('ram:BilledQuantity', decimalText(item.quantity), { unitCode: item.unitCode })),
    group(
      'ram:SpecifiedLineTradeSettlement',
      group('ram:ApplicableTradeTax', ...tax(item.vatCategory, item.vatRate)),
      item.allowance !== undefined
        ? group(
            'ram:SpecifiedTradeAllowanceCharge',
            group('ram:ChargeIndicator', '<udt:Indicator>false</udt:Indicator>'),
            el('ram:ActualAmount', centsText(item.allowance)),
            el('ram:Reason', item.allowanceReason),
          )
        : null,
      group('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', centsText(net))),
    ),
  );
}

function breakdown(row: VatBreakdown): string | null {
  return group(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', centsText(row.tax)),
    el('ram:TypeCode', 'VAT'),
    el('ram:ExemptionReason', row.exemptionReason),
    el('ram:BasisAmount', centsText(row.taxable)),
    el('ram:CategoryCode', row.category),
    el('ram:ExemptionReasonCode', row.exemptionCode),
    row.category === 'O' ? null : rate(row.rate),
  );
}

function allowanceCharge(item: AllowanceCharge): string | null {
  return group(
    'ram:SpecifiedTradeAllowanceCharge',
    group('ram:ChargeIndicator', `<udt:Indicator>${item.charge}</udt:Indicator>`),
    el('ram:ActualAmount', centsText(item.amount)),
    el('ram:Reason', item.reason),
    group('ram:CategoryTradeTax', ...tax(item.vatCategory, item.vatRate)),
  );
}

/** The factur-x.xml of an invoice (UTF-8 text); `totals` defaults to the computed ones. */
export function ciiXml(invoice: Invoice, totals: Totals = computeTotals(invoice)): string {
  const currency = { currencyID: invoice.currency };
  const body = group(
    'rsm:CrossIndustryInvoice',
    group('rsm:ExchangedDocumentContext', group('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_GUIDELINE))),
    group(
      'rsm:ExchangedDocument',
      el('ram:ID', invoice.number),
      el('ram:TypeCode', invoice.typeCode),
      date('ram:IssueDateTime', invoice.issueDate),
      invoice.note ? group('ram:IncludedNote', el('ram:Content', invoice.note)) : null,
    ),
    group(
      'rsm:SupplyChainTradeTransaction',
      invoice.lines.map((item, i) => line(item, totals.lineNets[i])),
      group(
        'ram:ApplicableHeaderTradeAgreement',
        el('ram:BuyerReference', invoice.buyerReference),
        party('ram:SellerTradeParty', invoice.seller, true),
        party('ram:BuyerTradeParty', invoice.buyer, false),
        invoice.orderReference ? group('ram:BuyerOrderReferencedDocument', el('ram:IssuerAssignedID', invoice.orderReference)) : null,
      ),
      // The element is mandatory even when empty (XSD); BT-72 and BT-80 go in it when known.
      group(
        'ram:ApplicableHeaderTradeDelivery',
        invoice.deliverToCountry ? group('ram:ShipToTradeParty', group('ram:PostalTradeAddress', el('ram:CountryID', invoice.deliverToCountry))) : null,
        invoice.deliveryDate ? group('ram:ActualDeliverySupplyChainEvent', date('ram:OccurrenceDateTime', invoice.deliveryDate)) : null,
      ) ?? '<ram:ApplicableHeaderTradeDelivery/>',
      group(
        'ram:ApplicableHeaderTradeSettlement',
        el('ram:PaymentReference', invoice.paymentReference),
        el('ram:InvoiceCurrencyCode', invoice.currency),
        invoice.paymentMeans
          ? group(
              'ram:SpecifiedTradeSettlementPaymentMeans',
              el('ram:TypeCode', invoice.paymentMeans),
              invoice.iban ? group('ram:PayeePartyCreditorFinancialAccount', el('ram:IBANID', invoice.iban)) : null,
              invoice.bic ? group('ram:PayeeSpecifiedCreditorFinancialInstitution', el('ram:BICID', invoice.bic)) : null,
            )
          : null,
        totals.breakdown.map(breakdown),
        invoice.allowancesCharges.map(allowanceCharge),
        invoice.paymentTerms || invoice.dueDate
          ? group('ram:SpecifiedTradePaymentTerms', el('ram:Description', invoice.paymentTerms), date('ram:DueDateDateTime', invoice.dueDate))
          : null,
        group(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', centsText(totals.lineTotal)),
          invoice.allowancesCharges.some((item) => item.charge) ? el('ram:ChargeTotalAmount', centsText(totals.chargeTotal)) : null,
          invoice.allowancesCharges.some((item) => !item.charge) ? el('ram:AllowanceTotalAmount', centsText(totals.allowanceTotal)) : null,
          el('ram:TaxBasisTotalAmount', centsText(totals.taxBasisTotal)),
          el('ram:TaxTotalAmount', centsText(totals.taxTotal), currency),
          el('ram:GrandTotalAmount', centsText(totals.grandTotal)),
          totals.prepaid !== 0n ? el('ram:TotalPrepaidAmount', centsText(totals.prepaid)) : null,
          el('ram:DuePayableAmount', centsText(totals.amountDue)),
        ),
      ),
    ),
  );
  const root = (body ?? '').replace('<rsm:CrossIndustryInvoice>', `<rsm:CrossIndustryInvoice ${NAMESPACES}>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
