import type { Db } from '../../db/client.ts';
import { contactOf } from '../accounts/accounts.service.ts';
import { ensureSettings, photographerOf, type SettingsRow } from './invoicing.repository.ts';

/** Who an invoice, a receipt and their emails come from. */
export interface Sender {
  /** The business name: the invoice settings', else the profile's, else the person's name. */
  name: string;
  /** The person, printed under the business name when the two differ. */
  personalName: string;
  email: string;
  settings: SettingsRow;
}

/** The photographer as their clients read them: by their business name, not their own name. */
export async function senderOf(db: Db, photographerId: string): Promise<Sender> {
  // One after another: `db` may be a transaction handle (one connection).
  const settings = await ensureSettings(db, photographerId);
  const who = await photographerOf(db, photographerId);
  const contact = await contactOf(db, photographerId);
  const personalName = who?.name ?? '';
  return {
    name: settings.businessName || contact?.name || personalName || 'Your photographer',
    personalName,
    email: who?.email ?? '',
    settings,
  };
}

/** How an email to the client names the sender: the business, with replies to the photographer. */
export const onBehalfOf = (sender: Sender) => ({
  name: sender.name,
  ...(sender.email ? { replyTo: sender.email } : {}),
});
