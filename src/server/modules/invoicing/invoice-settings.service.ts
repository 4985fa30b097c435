/** Invoicing: the photographer's invoice settings (number prefix, VAT, business and bank details, reminders). */
import type { InvoiceSettings } from '../../../shared/invoicing.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import type { InvoicingDeps } from './invoice-context.ts';
import {
  ensureSettings,
  findSettings,
  type SettingsRow,
  updateSettings,
  vatSettingsOf,
} from './invoicing.repository.ts';

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
  return withTransaction(deps.db, async (tx) => {
    const before = await ensureSettings(tx, photographerId);
    const saved = await updateSettings(tx, photographerId, { ...input, reminderOffsets: offsets });
    // The directory and profiles say whether their prices carry VAT: they are read again.
    if (before.vatEnabled !== saved.vatEnabled) await publicDataChanged(tx, 'directory');
    return toSettings(saved);
  });
}

/**
 * Whether this photographer charges VAT (decision 200): for another module that shows a client a
 * price (worded with src/shared/vat.ts). A photographer who never saved settings has the default.
 */
export async function chargesVat(db: Db, photographerId: string): Promise<boolean> {
  const row = await findSettings(db, photographerId);
  return row ? row.vatEnabled : DEFAULT_VAT_ENABLED;
}

/** chargesVat for a page of photographers at once (the directory's cards), in one query. */
export async function whichChargeVat(db: Db, photographerIds: string[]): Promise<(id: string) => boolean> {
  const saved = new Map(
    (await vatSettingsOf(db, photographerIds)).map((r) => [r.photographerId, r.vatEnabled]),
  );
  return (id) => saved.get(id) ?? DEFAULT_VAT_ENABLED;
}
