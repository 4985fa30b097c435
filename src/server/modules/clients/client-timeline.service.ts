import { type ClientEventKind, type ClientSource, CONTACT_EVENT_KINDS } from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { smsConsentValues } from './client-sms.service.ts';
import {
  type ClientRow,
  findClient,
  findClientByEmail,
  insertClient,
  insertEvents,
  touchLastContact,
  updateClient,
} from './clients.repository.ts';

/**
 * THE CLIENT TIMELINE, the one entry point other modules use (invoicing, contracts, scheduling,
 * galleries, the marketplace enquiry form). Call it with your transaction handle, inside your
 * own transaction, so the event is kept with the change or not at all:
 *
 *   await recordClientEvent(tx, { photographerId, email: invoice.clientEmail, kind: 'invoice_sent',
 *     summary: `Invoice ${number}`, meta: { invoiceId } });
 *
 * Kinds in CONTACT_EVENT_KINDS (an enquiry, a message either way) also move the client's Last
 * Contact; an email moves it when it leaves (decision 285); nothing else does (an edit never does).
 */
export interface ClientEventInput {
  photographerId: string;
  /** The client, by id or by email (case-insensitive); one of the two. */
  clientId?: string;
  email?: string;
  kind: ClientEventKind;
  summary?: string;
  meta?: Record<string, unknown>;
  /** When it happened (default now). */
  at?: Date;
}

/** Records the event; returns the client it was recorded on, or undefined when there is none. */
export async function recordClientEvent(tx: Db, input: ClientEventInput): Promise<ClientRow | undefined> {
  const client = input.clientId
    ? await findClient(tx, input.photographerId, input.clientId)
    : input.email
      ? await findClientByEmail(tx, input.photographerId, input.email)
      : undefined;
  if (!client) return undefined;
  const at = input.at ?? new Date();
  await insertEvents(tx, [
    {
      clientId: client.id,
      photographerId: input.photographerId,
      kind: input.kind,
      summary: (input.summary ?? '').slice(0, 500),
      meta: input.meta ?? {},
      occurredAt: at,
    },
  ]);
  if (CONTACT_EVENT_KINDS.has(input.kind)) await touchLastContact(tx, client.id, at);
  return client;
}

export interface LeadInput {
  name: string;
  email: string;
  /** Already normalised (+234…) or empty. */
  phone?: string | undefined;
  /** The client ticked "Send me SMS reminders" (booking): they agree to texts at this phone. */
  smsOptIn?: boolean | undefined;
}

/**
 * "A client typed into an invoice adds a lead": the photographer's client with this email, or
 * a new lead (with a `created` event). An existing client keeps their name and status; a phone
 * they had not given is filled in. Call it inside your transaction with `tx`.
 */
export async function findOrCreateLead(
  tx: Db,
  photographerId: string,
  lead: LeadInput,
  source: ClientSource,
): Promise<{ client: ClientRow; created: boolean }> {
  const email = lead.email.trim().toLowerCase();
  const existing = await findClientByEmail(tx, photographerId, email);
  if (existing) {
    const phone = existing.phone || lead.phone || '';
    if (phone !== existing.phone || (lead.smsOptIn && !existing.smsOptIn)) {
      const updated = await updateClient(tx, photographerId, existing.id, {
        name: existing.name,
        email: existing.email,
        phone,
        ...(lead.smsOptIn ? smsConsentValues(true, phone, existing) : {}),
      });
      return { client: updated ?? existing, created: false };
    }
    return { client: existing, created: false };
  }
  const phone = lead.phone ?? '';
  const client = await insertClient(tx, {
    photographerId,
    name: lead.name.trim() || email,
    email,
    phone,
    status: 'lead',
    source,
    ...(lead.smsOptIn ? smsConsentValues(true, phone) : {}),
  });
  // Its timeline starts with the row itself ("Client added", from its source).
  return { client, created: true };
}

/**
 * `{ clientId }` of the photographer's client with this email, to spread into an email a module
 * sends (its outbox row puts it on that client's timeline, decision 284); `{}` when there is none.
 */
export async function clientOfEmail(
  db: Db,
  photographerId: string,
  email: string,
): Promise<{ clientId?: string }> {
  const client = email ? await findClientByEmail(db, photographerId, email) : undefined;
  return client ? { clientId: client.id } : {};
}
