import type { InvoiceSettings } from '../src/shared/invoicing';

/** A photographer's invoice settings as a journey seeds them: the defaults, with what it needs. */
export const invoiceSettings = (over: Partial<InvoiceSettings>): InvoiceSettings => ({
  prefix: 'INV',
  vatEnabled: true,
  tin: '',
  businessName: '',
  address: '',
  bankName: '',
  accountName: '',
  accountNumber: '',
  remindersEnabled: true,
  reminderOffsets: [-3, 0, 7],
  ...over,
});
