import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../shared/accounts.ts';
import type { Db } from '../db/client.ts';
import { authSessions } from '../db/schema/accounts.ts';
import { clients } from '../db/schema/clients.ts';
import { contracts, contractTemplates } from '../db/schema/contracts.ts';
import { emailTemplates, followUps } from '../db/schema/crm.ts';
import { galleries } from '../db/schema/galleries.ts';
import { invoices } from '../db/schema/invoicing.ts';
import { marketplaceImages, marketplacePackages } from '../db/schema/marketplace.ts';
import { reviews } from '../db/schema/reviews.ts';
import { availabilityOverrides, bookings, sessionTypes } from '../db/schema/scheduling.ts';
import { HttpError, notFound } from './http-error.ts';

/**
 * OBJECT ACCESS: one check per kind of owned record, in the spirit of Immich's utils/access.ts.
 * A route that takes the id of an owned record asks here before its service runs:
 *
 *   app.put('/packages/:id', { preHandler: requireOwnedParam(app.db, 'marketplace.package'), … })
 *
 * Somebody else's record answers 404, exactly like a record that does not exist, so an id
 * tells an outsider nothing. Services still scope their SQL to the owner (defence in depth).
 * A new kind of owned record adds one line to OWNER_OF, and its routes go into the ownership
 * table of tests/authz/ownership/ (one file per module), which fails for a route with an id that is not listed.
 */
export type OwnedKind =
  | 'accounts.session'
  | 'marketplace.package'
  | 'marketplace.image'
  | 'clients.client'
  | 'invoicing.invoice'
  | 'contracts.contract'
  | 'contracts.template'
  | 'galleries.gallery'
  | 'scheduling.sessionType'
  | 'scheduling.override'
  | 'scheduling.booking'
  | 'followUps.followUp'
  | 'emailTemplates.template'
  | 'reviews.review';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user who owns a record of each kind, or undefined when there is none. */
const OWNER_OF: Record<OwnedKind, (db: Db, id: string) => Promise<string | undefined>> = {
  'accounts.session': async (db, id) =>
    (await db.select({ owner: authSessions.userId }).from(authSessions).where(eq(authSessions.id, id)))[0]
      ?.owner,
  'marketplace.package': async (db, id) =>
    (
      await db
        .select({ owner: marketplacePackages.userId })
        .from(marketplacePackages)
        .where(eq(marketplacePackages.id, id))
    )[0]?.owner,
  'marketplace.image': async (db, id) =>
    (
      await db
        .select({ owner: marketplaceImages.userId })
        .from(marketplaceImages)
        .where(eq(marketplaceImages.id, id))
    )[0]?.owner,
  'clients.client': async (db, id) =>
    (await db.select({ owner: clients.photographerId }).from(clients).where(eq(clients.id, id)))[0]?.owner,
  'invoicing.invoice': async (db, id) =>
    (await db.select({ owner: invoices.photographerId }).from(invoices).where(eq(invoices.id, id)))[0]?.owner,
  'contracts.contract': async (db, id) =>
    (await db.select({ owner: contracts.photographerId }).from(contracts).where(eq(contracts.id, id)))[0]
      ?.owner,
  'contracts.template': async (db, id) =>
    (
      await db
        .select({ owner: contractTemplates.photographerId })
        .from(contractTemplates)
        .where(eq(contractTemplates.id, id))
    )[0]?.owner,
  'galleries.gallery': async (db, id) =>
    (await db.select({ owner: galleries.photographerId }).from(galleries).where(eq(galleries.id, id)))[0]
      ?.owner,
  'scheduling.sessionType': async (db, id) =>
    (
      await db
        .select({ owner: sessionTypes.photographerId })
        .from(sessionTypes)
        .where(eq(sessionTypes.id, id))
    )[0]?.owner,
  'scheduling.override': async (db, id) =>
    (
      await db
        .select({ owner: availabilityOverrides.photographerId })
        .from(availabilityOverrides)
        .where(eq(availabilityOverrides.id, id))
    )[0]?.owner,
  'scheduling.booking': async (db, id) =>
    (await db.select({ owner: bookings.photographerId }).from(bookings).where(eq(bookings.id, id)))[0]?.owner,
  'followUps.followUp': async (db, id) =>
    (await db.select({ owner: followUps.photographerId }).from(followUps).where(eq(followUps.id, id)))[0]
      ?.owner,
  'emailTemplates.template': async (db, id) =>
    (
      await db
        .select({ owner: emailTemplates.photographerId })
        .from(emailTemplates)
        .where(eq(emailTemplates.id, id))
    )[0]?.owner,
  'reviews.review': async (db, id) =>
    (await db.select({ owner: reviews.photographerId }).from(reviews).where(eq(reviews.id, id)))[0]?.owner,
};

const NOT_FOUND_MESSAGE: Record<OwnedKind, string> = {
  'accounts.session': 'Session not found',
  'marketplace.package': 'Package not found',
  'marketplace.image': 'Image not found',
  'clients.client': 'Client not found',
  'invoicing.invoice': 'Invoice not found',
  'contracts.contract': 'Contract not found',
  'contracts.template': 'Template not found',
  'galleries.gallery': 'Gallery not found',
  'scheduling.sessionType': 'Session type not found',
  'scheduling.override': 'Date not found',
  'scheduling.booking': 'Booking not found',
  'followUps.followUp': 'Follow-up not found',
  'emailTemplates.template': 'Template not found',
  'reviews.review': 'Review not found',
};

/** Whether this viewer owns the record (false for a malformed id or a missing record). */
export async function owns(db: Db, kind: OwnedKind, id: string, viewer: Viewer | null): Promise<boolean> {
  if (!viewer || !UUID.test(id)) return false;
  return (await OWNER_OF[kind](db, id)) === viewer.userId;
}

/** Throws 404 unless the viewer owns the record. */
export async function requireOwned(
  db: Db,
  kind: OwnedKind,
  id: string,
  viewer: Viewer | null,
): Promise<void> {
  if (!(await owns(db, kind, id, viewer))) throw notFound(NOT_FOUND_MESSAGE[kind]);
}

/** A preHandler that checks the record named by a route parameter (default `:id`). */
export function requireOwnedParam(db: Db, kind: OwnedKind, param = 'id') {
  return async (request: FastifyRequest) => {
    const id = String((request.params as Record<string, unknown>)[param] ?? '');
    await requireOwned(db, kind, id, request.viewer ?? null);
  };
}

/**
 * A preHandler that checks the record named by a field of the body or the query string (a
 * `clientId` picked in a form, `?excludeBookingId=`), when it is given: somebody else's is a 404
 * naming the field, like a path parameter's.
 */
export function requireOwnedInput(db: Db, kind: OwnedKind, field: string, from: 'body' | 'query' = 'body') {
  return async (request: FastifyRequest) => {
    const input = (from === 'body' ? request.body : request.query) as Record<string, unknown> | undefined;
    const id = input?.[field];
    if (id === undefined || id === null || id === '') return;
    if (!(await owns(db, kind, String(id), request.viewer ?? null))) {
      const message = NOT_FOUND_MESSAGE[kind];
      throw new HttpError(404, message, { [field]: message });
    }
  };
}
