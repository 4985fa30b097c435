import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  CLIENT_MESSAGES,
  CLIENT_PAGE_SIZE,
  type Client,
  type ClientDetail,
  type ClientEmailInput,
  type ClientList,
  type ClientSort,
  type ClientTab,
  type clientInputSchema,
  type MyPhotographer,
  normalisePhone,
} from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clientMessageEmail } from '../../emails/client-emails.tsx';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { deletionRefusals, shareProviders } from './client-registry.service.ts';
import { smsConsentValues } from './client-sms.service.ts';
import { recordClientEvent } from './client-timeline.service.ts';
import {
  type ClientRow,
  deleteClient,
  findClient,
  insertClient,
  insertEvents,
  listClients,
  listEvents,
  photographersOfEmail,
  updateClient,
} from './clients.repository.ts';

export interface ClientDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type ClientFields = z.output<typeof clientInputSchema>;

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    status: row.status,
    source: row.source,
    smsOptIn: row.smsOptIn,
    lastContactAt: row.lastContactAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The default direction of each sort: names A→Z, the most recent contact first. */
export const defaultDir = (sort: ClientSort) => (sort === 'name' ? 'asc' : 'desc');

export async function listClientsOf(
  db: Db,
  photographerId: string,
  query: { tab: ClientTab; q: string; sort: ClientSort; dir?: 'asc' | 'desc' | undefined; page: number },
): Promise<ClientList> {
  const { rows, counts } = await listClients(
    db,
    { photographerId, tab: query.tab, q: query.q },
    query.sort,
    query.dir ?? defaultDir(query.sort),
    CLIENT_PAGE_SIZE,
    (query.page - 1) * CLIENT_PAGE_SIZE,
  );
  return {
    clients: rows.map(toClient),
    total: counts[query.tab],
    page: query.page,
    pageSize: CLIENT_PAGE_SIZE,
    counts,
  };
}

/** The stored form of the fields: email in lower case, phone in E.164, blanks as ''. */
function storedFields(input: ClientFields) {
  return {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: normalisePhone(input.phone ?? '') ?? '',
    address: input.address ?? '',
    notes: input.notes ?? '',
  };
}

export async function createClient(db: Db, photographerId: string, input: ClientFields): Promise<Client> {
  try {
    // The timeline's first entry ("Client added") is the row itself: see getClientDetail.
    const fields = storedFields(input);
    const row = await insertClient(db, {
      photographerId,
      ...fields,
      ...smsConsentValues(input.smsOptIn ?? false, fields.phone),
      status: input.status ?? 'lead',
      source: 'manual',
    });
    return toClient(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CLIENT_MESSAGES.duplicateEmail);
    throw err;
  }
}

export async function getClientDetail(db: Db, photographerId: string, id: string): Promise<ClientDetail> {
  const row = await findClient(db, photographerId, id);
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  const events = await listEvents(db, id, 200);
  return {
    client: toClient(row),
    events: [
      ...events.map((e) => ({
        id: e.id,
        kind: e.kind,
        summary: e.summary,
        occurredAt: e.occurredAt.toISOString(),
      })),
      // The first entry is the client's arrival, read from the row (an import of 10,000 clients
      // writes 10,000 rows, not 20,000).
      {
        id: row.id,
        kind: row.source === 'import' ? 'imported' : 'created',
        summary: row.source === 'import' || row.source === 'manual' ? '' : `From ${sourcePhrase(row.source)}`,
        occurredAt: row.createdAt.toISOString(),
      },
    ],
  };
}

function sourcePhrase(source: string): string {
  return source === 'enquiry' ? 'an enquiry on your profile' : `a ${source}`;
}

/** An edit: never moves Last Contact; a change of status goes on the timeline. */
export async function editClient(
  db: Db,
  photographerId: string,
  id: string,
  input: ClientFields,
): Promise<Client> {
  try {
    const row = await withTransaction(db, async (tx) => {
      const before = await findClient(tx, photographerId, id);
      if (!before) throw notFound(CLIENT_MESSAGES.notFound);
      const status = input.status ?? before.status;
      const fields = storedFields(input);
      // The consent stays as it was unless the form says (it is hidden while SMS is off); a
      // number removed ends it.
      const consent = smsConsentValues(input.smsOptIn ?? before.smsOptIn, fields.phone, before);
      const row = await updateClient(tx, photographerId, id, { ...fields, ...consent, status });
      if (status !== before.status) {
        await insertEvents(tx, [
          { clientId: id, photographerId, kind: 'status_changed', summary: `${before.status} → ${status}` },
        ]);
      }
      return row!;
    });
    return toClient(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CLIENT_MESSAGES.duplicateEmail);
    throw err;
  }
}

/** The refusal when other modules hold records of this client (see client-registry.service.ts). */
export function deletionRefusedMessage(reasons: string[]): string {
  const list =
    reasons.length > 1 ? `${reasons.slice(0, -1).join(', ')} and ${reasons.at(-1)}` : (reasons[0] ?? '');
  return `This client has ${list}, so they cannot be deleted: what a client paid for or signed is kept. Set them to Inactive instead.`;
}

export async function removeClient(db: Db, photographerId: string, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await findClient(tx, photographerId, id);
    if (!row) throw notFound(CLIENT_MESSAGES.notFound);
    const reasons = await deletionRefusals(tx, { id: row.id, photographerId, email: row.email });
    if (reasons.length > 0) throw conflict(deletionRefusedMessage(reasons));
    await deleteClient(tx, photographerId, id);
  });
}

/**
 * The Send Email composer: a real email through the outbox, queued in the same transaction as
 * the timeline entry and the Last Contact it moves. A photographer who is not approved yet can
 * prepare clients, but nothing leaves for a client until approval.
 */
export async function sendClientEmail(
  deps: ClientDeps,
  viewer: Viewer,
  id: string,
  input: ClientEmailInput,
): Promise<void> {
  const client = await findClient(deps.db, viewer.userId, id);
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  if (!viewer.isApproved) throw forbidden(CLIENT_MESSAGES.notApproved);
  const photographerName = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
  await withTransaction(deps.db, async (tx) => {
    await deps.mailer.send(
      {
        to: client.email,
        template: 'client-message',
        content: clientMessageEmail({
          clientName: client.name,
          subject: input.subject,
          message: input.message,
          photographerName,
          photographerEmail: viewer.email,
        }),
        headers: { 'Reply-To': viewer.email },
        meta: { clientId: client.id, photographerId: viewer.userId },
        clientId: client.id,
      },
      { db: tx },
    );
    await recordClientEvent(tx, {
      photographerId: viewer.userId,
      clientId: client.id,
      kind: 'email_sent',
      summary: input.subject,
    });
  });
}

/**
 * The client's side: the photographers who keep a record with this person's verified email,
 * each with what they share. Never the photographer's notes, never other clients.
 */
export async function myPhotographers(db: Db, viewer: Viewer): Promise<MyPhotographer[]> {
  if (!viewer.emailVerified) return [];
  const records = await photographersOfEmail(db, viewer.email);
  const providers = shareProviders();
  const out: MyPhotographer[] = [];
  for (const r of records) {
    if (r.photographerId === viewer.userId) continue;
    const ref = { id: r.clientId, photographerId: r.photographerId, email: viewer.email };
    const cards = await Promise.all(
      providers.map(async (p) => ({ key: p.key, label: p.label, ...(await p.load(db, ref)) })),
    );
    out.push({
      photographerId: r.photographerId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      businessName: r.businessName ?? '',
      email: r.email,
      phone: r.phone ?? '',
      profileSlug: r.isApproved ? (r.slug ?? null) : null,
      since: r.since.toISOString(),
      cards,
    });
  }
  return out;
}
