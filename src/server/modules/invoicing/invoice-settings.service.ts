/** Invoicing: the photographer's invoice settings (number prefix, VAT, business and bank details, reminders). */
import type { InvoiceSettings } from '../../../shared/invoicing.ts';
import type { Db } from '../../db/client.ts';
import type { InvoicingDeps } from './invoice-context.ts';
import { ensureSettings, findSettings, type SettingsRow, updateSettings } from './invoicing.repository.ts';

/** The VAT setting of a photographer who never saved invoice settings (the column's default). */
const DEFAULT_VAT_ENABLED = true;

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

/**
 * Whether this photographer charges VAT (decision 200): for another module that shows a client a
 * price (worded with src/shared/vat.ts). A photographer who never saved settings has the default.
 */
export async function chargesVat(db: Db, photographerId: string): Promise<boolean> {
  const row = await findSettings(db, photographerId);
  return row ? row.vatEnabled : DEFAULT_VAT_ENABLED;
}
