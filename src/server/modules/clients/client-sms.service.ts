import { randomBytes } from 'node:crypto';
import type { Viewer } from '../../../shared/accounts.ts';
import type { MySms } from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import {
  type ClientRow,
  findClient,
  findClientBySmsToken,
  setSmsOptIn,
  setSmsOptInForEmail,
  smsOptInOfEmail,
} from './clients.repository.ts';

/** The stop link's token: 11 characters, so the link keeps a text within one part. */
export const newSmsStopToken = () => randomBytes(8).toString('base64url');

/**
 * What the consent columns become: agreeing needs a phone, and gives the client their stop
 * token (kept when they stop, so an old text's link still answers).
 */
export function smsConsentValues(optIn: boolean, phone: string, before?: Pick<ClientRow, 'smsStopToken'>) {
  const on = optIn && phone !== '';
  return {
    smsOptIn: on,
    ...(on && !before?.smsStopToken ? { smsStopToken: newSmsStopToken() } : {}),
  };
}

/** Whom a booking text goes to: the client's number and stop token, when they agreed to SMS. */
export async function smsRecipient(
  db: Db,
  photographerId: string,
  clientId: string,
): Promise<{ phone: string; stopToken: string } | undefined> {
  const row = await findClient(db, photographerId, clientId);
  if (!row?.smsOptIn || !row.phone || !row.smsStopToken) return undefined;
  return { phone: row.phone, stopToken: row.smsStopToken };
}

/** The stop page's client (any state), by the token of their texts' link. */
export const clientOfSmsToken = (db: Db, token: string) => findClientBySmsToken(db, token);

/** "Stop SMS reminders" from a text's link: no account needed; undefined for an unknown token. */
export async function stopSmsByToken(db: Db, token: string): Promise<ClientRow | undefined> {
  const row = await findClientBySmsToken(db, token);
  if (!row) return undefined;
  return (await setSmsOptIn(db, row.id, false)) ?? row;
}

/** The signed-in client's own switch, on every record of their verified email. */
export async function mySms(db: Db, viewer: Viewer, available: boolean): Promise<MySms> {
  if (!available || !viewer.emailVerified) return { available: false, on: false };
  return { available: true, on: await smsOptInOfEmail(db, viewer.email) };
}

export async function setMySms(db: Db, viewer: Viewer, on: boolean, available: boolean): Promise<MySms> {
  if (available && viewer.emailVerified) await setSmsOptInForEmail(db, viewer.email, on, newSmsStopToken);
  return mySms(db, viewer, available);
}
