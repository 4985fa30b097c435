/** Invoicing: the photographer's invoice settings (number prefix, VAT, business and bank details, reminders). */
import type { InvoiceSettings } from '../../../shared/invoicing.ts';
import type { InvoicingDeps } from './invoice-context.ts';
import { ensureSettings, type SettingsRow, updateSettings } from './invoicing.repository.ts';

function toSettings(row: SettingsRow): InvoiceSettings {
  return {
    prefix: row.prefix,
    vatEnabled: row.vatEnabled,
    tin: row.tin,
    businessName: row.businessName,
    address: row.address,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    remindersEnabled: row.remindersEnabled,
    reminderOffsets: row.reminderOffsets,
  };
}

export async function getSettings(deps: InvoicingDeps, photographerId: string): Promise<InvoiceSettings> {
  return toSettings(await ensureSettings(deps.db, photographerId));
}

export async function saveSettings(
  deps: InvoicingDeps,
  photographerId: string,
  input: InvoiceSettings,
): Promise<InvoiceSettings> {
  const offsets = [...new Set(input.reminderOffsets)].sort((a, b) => a - b);
  return toSettings(await updateSettings(deps.db, photographerId, { ...input, reminderOffsets: offsets }));
}
