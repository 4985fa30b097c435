import type { z } from 'zod';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  CLIENT_MESSAGES,
  CLIENT_PAGE_SIZE,
  type Client,
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
import { conflict, notFound } from '../../lib/http-error.ts';
import { deletionRefusals, shareProviders } from './client-registry.service.ts';
import { smsConsentValues } from './client-sms.service.ts';
import {
  type ClientRow,
  deleteClient,
  findClient,
  insertClient,
  insertEvents,
  listClients,
  photographersOfEmail,
  updateClient,
} from './clients.repository.ts';

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
    // The timeline's first entry ("Client added") is the row itself: see client-history.service.ts.
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
      providers.map(async (p) => {
        const { count, nextAction, href } = await p.load(db, ref);
        return { key: p.key, label: p.label, count, nextAction, href };
      }),
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

/** A client and their timeline (other modules read a client through this). */
export { getClientDetail } from './client-history.service.ts';
