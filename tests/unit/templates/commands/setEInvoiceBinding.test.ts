import { describe, expect, it } from 'vitest';
import { setEInvoiceBinding } from '../../../../src/templates/commands/setEInvoiceBinding';
import { suggestedBinding } from '../../../../src/templates/einvoice';
import { withHeaderTerm } from '../../../../src/templates/einvoice/binding';
import { blankTemplate, field, runChecked } from './testEditor';

describe('the e-invoice binding', () => {
  const table = field('Table', [10, 60], { name: 'items', head: ['Description', 'Qty', 'Unit price', 'VAT %', 'Unit'] });
  const template = { ...blankTemplate(), schemas: [[field('Text', [10, 10], { name: 'Invoice number' }), field('Text', [10, 20], { name: 'buyer_name' }), table]] };

  it('starts matched by name to columns and fields, with the common fixed values', () => {
    const binding = suggestedBinding(template, ['issueDate', 'Currency', 'IBAN']);
    expect(binding.terms).toMatchObject({
      invoiceNumber: { column: 'Invoice number' },
      issueDate: { column: 'issueDate' },
      currency: { column: 'Currency' },
      iban: { column: 'IBAN' },
      buyerName: { column: 'buyer_name' },
      typeCode: { fixed: '380' },
      paymentMeans: { fixed: '58' },
    });
    expect(binding.lines).toEqual({
      from: { table: 'items' },
      terms: { name: { column: 'Description' }, quantity: { column: 'Qty' }, unitCode: { column: 'Unit' }, netPrice: { column: 'Unit price' }, vatRate: { column: 'VAT %' } },
    });
  });

  it('is saved with the template and cleared, one undoable step each', () => {
    const binding = suggestedBinding(template, []);
    const saved = runChecked(setEInvoiceBinding, template, { binding });
    expect(saved.platen?.einvoice).toEqual(binding);
    const changed = runChecked(setEInvoiceBinding, saved, { binding: withHeaderTerm(binding, 'currency', { fixed: 'CHF' }) });
    expect(changed.platen?.einvoice?.terms.currency).toEqual({ fixed: 'CHF' });
    expect(runChecked(setEInvoiceBinding, changed, { binding: withHeaderTerm(binding, 'currency', undefined) }).platen?.einvoice?.terms.currency).toBeUndefined();
    expect(runChecked(setEInvoiceBinding, changed, { binding: null }).platen?.einvoice).toBeUndefined();
  });
});
