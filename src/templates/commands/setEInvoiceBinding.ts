import type { EInvoiceBinding } from '../einvoice/binding';
import { defineCommand } from './command';

export interface SetEInvoiceBindingArgs {
  /** the whole binding; null stops issuing e-invoices */
  binding: EInvoiceBinding | null;
}

/** Saves the e-invoice binding with the template (template.platen.einvoice), as one undo entry. */
export const setEInvoiceBinding = defineCommand<SetEInvoiceBindingArgs>('setEInvoiceBinding', 'E-invoice binding', (draft, { binding }) => {
  draft.platen ??= {};
  if (binding === null) delete draft.platen.einvoice;
  else draft.platen.einvoice = structuredClone(binding);
});
