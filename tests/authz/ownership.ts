import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { authVerifications } from '../../src/server/db/schema/accounts.ts';
import { type SignedInUser, sessionCookieFor, signInAs, type UserKind } from '../auth-helpers.ts';
import type { FakePaystack } from '../fake-paystack/fake-paystack.ts';
import { paidOnline } from '../fake-paystack/pay-online.ts';
import {
  cameraJpeg,
  createGallery,
  putChunk,
  saveGallerySettings,
  sha256,
  uploadPhoto,
} from '../gallery-helpers.ts';
import { multipartBody, testPng } from '../multipart.ts';
import { dayAhead, lagos } from '../scheduling-helpers.ts';

/** What the matrix test sets up for `create` functions that need it. */
export const ownershipContext: { paystack?: FakePaystack } = {};

/**
 * THE OWNERSHIP MATRIX: every API route that takes an id, a slug or a token in its path, and
 * whose object it is. authorization-matrix checks roles; ownership-matrix.int.test.ts checks
 * objects: it creates the object as its owner, then calls the route as another photographer,
 * a customer and an anonymous visitor (and, for token links, with a wrong and an expired
 * token), expecting the refusal written here, then as the owner, who must succeed. Another
 * owner's object answers 404, exactly like a missing one, so ids leak nothing.
 *
 * A route with a path parameter that is missing from this table fails the test, and so does
 * an entry with no route. HOW TO ADD A ROUTE: pick its level:
 *   owned            the object belongs to one user: give `owner`, `create` and `refusals`
 *                    (server side, check it through src/server/lib/access.ts)
 *   owner-or-public  like owned, but public once its owner publishes it
 *   token            the token in the link is the access (client links: /i/…, /c/…, galleries,
 *                    calendar feeds): give `create`, which makes a valid token
 *   public           anyone may read it by its public slug (published content only)
 *   admin-any        super admins act on any object; the role matrix covers who else may
 *   not-an-object    the parameter names no stored object (e.g. a sign-in provider)
 */

type Caller = Exclude<UserKind, 'pendingPhotographer'> | 'anonymous' | 'otherPhotographer' | 'otherCustomer';

export interface OwnedRule {
  level: 'owned' | 'owner-or-public';
  /** Who creates the object, and calls the route successfully. */
  owner: Exclude<UserKind, 'superAdmin'>;
  /** Creates the object as `owner`; returns the route's path parameters. */
  create: (app: FastifyInstance, owner: SignedInUser) => Promise<Record<string, string>>;
  /** The rest of the request (body, headers). */
  request?: (params: Record<string, string>) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>;
  /** Status each other caller gets. */
  refusals: Partial<Record<Caller, number>>;
  /** Status the owner gets. */
  ownerStatus: number;
}

export interface TokenRule {
  level: 'token';
  /** Makes a valid token; `expired` makes one that has run out. */
  create: (app: FastifyInstance, options: { expired: boolean }) => Promise<Record<string, string>>;
  query?: string;
  /** The request body, for token routes that take one. */
  payload?: Record<string, unknown>;
  /** True when the answer grants access (e.g. redirects on with the token). */
  granted: (response: { statusCode: number; headers: Record<string, unknown> }) => boolean;
}

export type OwnershipRule =
  | OwnedRule
  | TokenRule
  | { level: 'public' | 'admin-any' | 'not-an-object'; why: string };

export async function addPackage(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/marketplace/my-listing/packages',
    headers: owner.headers,
    payload: { name: 'Owned package', priceKobo: 1_500_000, description: '', highlights: [] },
  });
  if (res.statusCode !== 201) throw new Error(`package: ${res.statusCode} ${res.body}`);
  return res.json().package.id;
}

async function addImage(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const body = multipartBody(await testPng(), { fields: { caption: 'Owned image' } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/marketplace/my-listing/portfolio',
    headers: { ...owner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`image: ${res.statusCode} ${res.body}`);
  return res.json().image.id;
}

export async function addClient(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: owner.headers,
    payload: { name: 'Owned client', email: `owned-${randomBytes(4).toString('hex')}@example.ng` },
  });
  if (res.statusCode !== 201) throw new Error(`client: ${res.statusCode} ${res.body}`);
  return res.json().client.id;
}

const photographerRefusals = { otherPhotographer: 404, customer: 403, superAdmin: 403, anonymous: 401 };
const packageBody = () => ({
  payload: { name: 'Changed', priceKobo: 2_000_000, description: '', highlights: [] },
});
/** An invoice of `owner`: a draft, or sent (numbered, with its link), or paid with one payment. */
export async function addInvoice(
  app: FastifyInstance,
  owner: SignedInUser,
  state: 'draft' | 'sent' | 'paid' = 'draft',
): Promise<{ id: string; token: string; paymentId: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/invoices?send=${state === 'draft' ? 'false' : 'true'}`,
    headers: owner.headers,
    payload: invoiceBody().payload,
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  const invoice = res.json().invoice;
  let paymentId = '';
  if (state === 'paid') {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: owner.headers,
      payload: { amountKobo: invoice.totalKobo, method: 'cash' },
    });
    paymentId = paid.json().invoice.payments[0].id;
  }
  return { id: invoice.id, token: invoice.publicUrl?.split('/i/')[1] ?? '', paymentId };
}
const invoiceBody = () => ({
  payload: {
    clientName: 'Owned Client',
    clientEmail: 'owned-client@example.test',
    items: [{ description: 'Session', quantity: 1, unitKobo: 1_500_000 }],
  },
});
/** A valid client link, or (expired) the link of an invoice since voided: revoked. */
export async function invoiceLink(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  const { token } = await paidInPartLink(app, expired, false);
  return { token };
}
/** A part paid invoice's link and its payment (expired: the invoice since voided). */
async function receiptLink(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  return paidInPartLink(app, expired, true);
}
/** A sent invoice's link, with a first payment when `pay`; expired: the invoice since voided. */
async function paidInPartLink(app: FastifyInstance, expired: boolean, pay: boolean) {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, token } = await addInvoice(app, owner, 'sent');
  let paymentId = '';
  if (pay) {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payments`,
      headers: owner.headers,
      payload: { amountKobo: 100, method: 'cash' },
    });
    paymentId = paid.json().invoice.payments[0].id;
  }
  if (expired)
    await app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/void`,
      headers: owner.headers,
      payload: { reason: 'Revoked' },
    });
  return { token, paymentId };
}
/** A contract of `owner`: a draft, or sent (with its link), or signed by the client. */
export async function addContract(
  app: FastifyInstance,
  owner: SignedInUser,
  state: 'draft' | 'sent' = 'draft',
): Promise<{ id: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: owner.headers,
    payload: contractBody().payload,
  });
  if (res.statusCode !== 201) throw new Error(`contract: ${res.statusCode} ${res.body}`);
  const id = res.json().contract.id;
  if (state === 'draft') return { id, token: '' };
  const sent = await app.inject({ method: 'POST', url: `/api/contracts/${id}/send`, headers: owner.headers });
  return { id, token: sent.json().contract.publicUrl.split('/c/')[1] };
}
const contractBody = () => ({
  payload: {
    title: 'Owned contract',
    clientName: 'Owned Client',
    clientEmail: 'owned-client@example.test',
    content: '# Terms\n\nThe session is on Saturday.',
  },
});
/** A drawn signature: a small white PNG (60 × 20). */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAIAAABeYcl+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOElEQVRIidXOQREAAAyDMPybZh762REFwSAMwiAMwiAMwiAMwiAMwiAMwiAMwiAMwiAMwiC+A4sDjuUCw8BsqtoAAAAASUVORK5CYII=';
export const signBody = () => ({ consent: true, fullName: 'Owned Client', signature: SIGNATURE_PNG });
/**
 * A valid signing link, or a dead one: voided (the link answers 404), or for signing, past its
 * expiration date (refused with 409).
 */
export async function contractLink(
  app: FastifyInstance,
  dead: false | 'voided' | 'expired',
): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, token } = await addContract(app, owner, 'sent');
  if (dead === 'voided')
    await app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/void`,
      headers: owner.headers,
      payload: { reason: 'Revoked' },
    });
  if (dead === 'expired')
    await app.database.query(`update contracts set expires_on = '2000-01-01' where id = $1`, [id]);
  return { token };
}
export async function addContractTemplate(
  app: FastifyInstance,
  owner: SignedInUser,
): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contracts/templates',
    headers: owner.headers,
    payload: { title: 'Mine', category: 'Portrait', content: 'For [CLIENT_NAME].' },
  });
  if (res.statusCode !== 201) throw new Error(`template: ${res.statusCode} ${res.body}`);
  return { id: res.json().template.id };
}
/** A record an approved photographer owns: others get the photographer refusals. */
const photographerOwned = (
  create: (app: FastifyInstance, owner: SignedInUser) => Promise<Record<string, string>>,
  ownerStatus: number,
  request?: OwnedRule['request'],
): OwnedRule => ({
  level: 'owned',
  owner: 'approvedPhotographer',
  create,
  ...(request ? { request } : {}),
  refusals: photographerRefusals,
  ownerStatus,
});

/** A gallery of `owner`, optionally with an upload started (its first chunk sent) or a ready photo. */
export async function addGallery(
  app: FastifyInstance,
  owner: SignedInUser,
  with_: 'nothing' | 'upload' | 'photo' = 'nothing',
): Promise<Record<string, string>> {
  const { id } = await createGallery(app, owner, { name: 'Owned gallery' });
  if (with_ === 'nothing') return { id };
  // The same bytes every time (a new gallery each time): the chunk route's request resends them.
  const photo = await ownedChunk();
  if (with_ === 'photo') return { id, photoId: await uploadPhoto(app, owner, id, photo) };
  const start = await app.inject({
    method: 'POST',
    url: `/api/galleries/${id}/uploads`,
    headers: owner.headers,
    payload: { filename: 'owned.jpg', sizeBytes: photo.length, sha256: sha256(photo) },
  });
  const uploadId = start.json().uploadId as string;
  await putChunk(app, owner, id, uploadId, 0, photo);
  return { id, uploadId, index: '0' };
}
const ownedChunk = () => cameraJpeg({ r: 10, g: 20, b: 30 });
/** A shared gallery of `owner` where a client started a selection (one favourite). */
async function galleryWithSelection(app: FastifyInstance, owner: SignedInUser) {
  const { id, photoId } = await addGallery(app, owner, 'photo');
  await app.inject({ method: 'POST', url: `/api/galleries/${id}/share`, headers: owner.headers });
  await app.inject({
    method: 'PUT',
    url: `/api/public/galleries/${owner.id}/${id}/favourites/${photoId}`,
    payload: { email: 'chooser@example.ng' },
  });
  const list = await app.inject({
    method: 'GET',
    url: `/api/galleries/${id}/selections`,
    headers: owner.headers,
  });
  return { id: id!, selectionId: list.json().selections[0].id as string };
}

/** A gallery of `owner` with one section. */
export async function addGallerySection(
  app: FastifyInstance,
  owner: SignedInUser,
): Promise<Record<string, string>> {
  const { id } = await addGallery(app, owner);
  const res = await app.inject({
    method: 'POST',
    url: `/api/galleries/${id}/sections`,
    headers: owner.headers,
    payload: { name: 'Owned section' },
  });
  if (res.statusCode !== 201) throw new Error(`section: ${res.statusCode} ${res.body}`);
  return { id: id!, sectionId: res.json().section.id };
}
/**
 * A shared gallery with one photo, as its link opens it: `expired` makes one past its last
 * day; `pin` gives it a PIN (for the unlock route).
 */
export async function sharedGallery(
  app: FastifyInstance,
  { expired, pin }: { expired: boolean; pin?: string },
): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, photoId } = await addGallery(app, owner, 'photo');
  await app.inject({ method: 'POST', url: `/api/galleries/${id}/share`, headers: owner.headers });
  const yesterday = new Date(Date.now() - 2 * 24 * 3600_000).toISOString().slice(0, 10);
  await saveGallerySettings(app, owner, id!, {
    ...(pin ? { pin } : {}),
    expiresOn: expired ? yesterday : null,
  });
  return { photographerId: owner.id, galleryId: id!, photoId: photoId! };
}
const galleryUploadBody = async () => {
  const photo = await cameraJpeg({ r: 99, g: Math.floor(Math.random() * 255), b: 1 });
  return { payload: { filename: 'new.jpg', sizeBytes: photo.length, sha256: sha256(photo) } };
};
/** A scheduling fixture: the owner's listing (for public booking) and an open date far ahead. */
export async function openDay(app: FastifyInstance, owner: SignedInUser, days: number): Promise<string> {
  const date = dayAhead(days);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scheduling/overrides',
    headers: owner.headers,
    payload: { date, spans: [{ start: '09:00', end: '17:00' }] },
  });
  if (res.statusCode !== 201) throw new Error(`override: ${res.statusCode} ${res.body}`);
  return date;
}
export async function portraitType(app: FastifyInstance, owner: SignedInUser) {
  const res = await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: owner.headers });
  return res.json().sessionTypes[0] as Record<string, unknown> & { id: string };
}
/** A booking of `owner` at 10:00 Lagos on an open date: confirmed, or pending (booked from the profile). */
export async function addBooking(
  app: FastifyInstance,
  owner: SignedInUser,
  pending = false,
): Promise<string> {
  const date = await openDay(app, owner, 40);
  const type = await portraitType(app, owner);
  const body = {
    sessionTypeId: type.id,
    startsAt: lagos(date, '10:00'),
    clientName: 'Owned Client',
    clientEmail: `booked-${randomBytes(4).toString('hex')}@example.test`,
  };
  let url = '/api/bookings';
  if (pending) {
    const slug = `owned-${randomBytes(4).toString('hex')}`;
    await app.inject({
      method: 'PUT',
      url: '/api/marketplace/my-listing',
      headers: owner.headers,
      payload: {
        businessName: 'Owned Studio',
        slug,
        city: 'Lagos',
        phone: '',
        bio: 'Owned Studio photographs people.',
        categories: ['portrait'],
        showPhone: false,
      },
    });
    url = `/api/public/booking/${slug}`;
  }
  const res = await app.inject({ method: 'POST', url, headers: pending ? {} : owner.headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return pending ? res.json().bookingId : res.json().booking.id;
}
const bookingRefusals = { otherPhotographer: 404, customer: 404, superAdmin: 404, anonymous: 401 };
/**
 * The manage link of a new photographer's booking on an open date 40 days ahead. A manage link
 * does not expire (decision 206): `expired` gives a well-formed token that no booking holds.
 */
export async function manageLink(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const id = await addBooking(app, owner);
  const [row] = await app.database.query<{ manage_token: string }>(
    'select manage_token from bookings where id = $1',
    [id],
  );
  return { token: expired ? randomBytes(32).toString('hex') : row!.manage_token };
}
/** The feed of a new photographer; expired: the address from before a regeneration. */
async function feedFile(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const res = await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: owner.headers });
  const file = String(res.json().availability.feedUrl).split('/').pop()!;
  if (expired)
    await app.inject({ method: 'POST', url: '/api/scheduling/feed-token', headers: owner.headers });
  return { file };
}

export const OWNERSHIP: Record<string, OwnershipRule> = {
  // Accounts
  'DELETE /api/accounts/sessions/:id': {
    level: 'owned',
    owner: 'customer',
    // A second session of the owner's (the current one is the caller's own).
    create: async (app, owner) => {
      // Found by its token: two sessions made in the same millisecond tie on created_at.
      const cookie = await sessionCookieFor(app, owner.id);
      const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0];
      const [row] = await app.database.query<{ id: string }>(
        'select id from auth_sessions where token = $1',
        [token],
      );
      return { id: row!.id };
    },
    refusals: { otherCustomer: 404, otherPhotographer: 404, superAdmin: 404, anonymous: 401 },
    ownerStatus: 200,
  },
  'GET /api/auth/reset-password/:token': {
    level: 'token',
    query: '?callbackURL=/reset-password',
    create: async (app, { expired }) => {
      const token = randomBytes(16).toString('hex');
      const [user] = await app.database.query<{ id: string }>('select id from users limit 1');
      await app.db.insert(authVerifications).values({
        identifier: `reset-password:${token}`,
        value: user!.id,
        expiresAt: new Date(Date.now() + (expired ? -60_000 : 30 * 60_000)),
      });
      return { token };
    },
    granted: (res) => res.statusCode === 302 && !String(res.headers.location).includes('error='),
  },
  'GET /api/auth/callback/:id': { level: 'not-an-object', why: 'the sign-in provider (google, facebook)' },
  'POST /api/auth/callback/:id': { level: 'not-an-object', why: 'the sign-in provider (google, facebook)' },

  // Admin dashboard: super admins decide for any user
  'POST /api/admin/photographers/:userId/approve': { level: 'admin-any', why: 'any applicant' },
  'POST /api/admin/photographers/:userId/reject': { level: 'admin-any', why: 'any applicant' },
  'PUT /api/admin/users/:userId/role': { level: 'admin-any', why: 'any user' },
  'POST /api/admin/users/:userId/disable': { level: 'admin-any', why: 'any user' },
  'POST /api/admin/users/:userId/enable': { level: 'admin-any', why: 'any user' },
  'POST /api/admin/outbox/:emailId/resend': { level: 'admin-any', why: 'any email in the platform log' },
  'POST /api/admin/jobs/:jobId/retry': { level: 'admin-any', why: 'any failed background job' },

  // Site content: public by slug when published, edited by super admins
  'GET /api/content/services/:slug': { level: 'public', why: 'published services' },
  'GET /api/content/blog/:slug': { level: 'public', why: 'published posts' },
  'DELETE /api/admin/content/services/:id': { level: 'admin-any', why: 'site content' },
  'PUT /api/admin/content/pricing/tiers/:id': { level: 'admin-any', why: 'site content' },
  'DELETE /api/admin/content/pricing/tiers/:id': { level: 'admin-any', why: 'site content' },
  'GET /api/admin/content/blog/:id': { level: 'admin-any', why: 'site content' },
  'PUT /api/admin/content/blog/:id': { level: 'admin-any', why: 'site content' },
  'DELETE /api/admin/content/blog/:id': { level: 'admin-any', why: 'site content' },
  'PATCH /api/admin/inquiries/:id': { level: 'admin-any', why: 'the platform inbox' },
  'DELETE /api/admin/inquiries/:id': { level: 'admin-any', why: 'the platform inbox' },
  'PATCH /api/admin/media/:id': { level: 'admin-any', why: 'the platform media library' },
  'DELETE /api/admin/media/:id': { level: 'admin-any', why: 'the platform media library' },

  // Marketplace
  'GET /api/marketplace/photographers/:slug': { level: 'public', why: 'approved, listed photographers' },
  'POST /api/marketplace/photographers/:slug/contact': {
    level: 'public',
    why: 'approved, listed photographers',
  },
  // Not yet listed (no public details): only its photographer (and super admins) see it.
  'GET /api/marketplace/images/:id/:file': {
    level: 'owner-or-public',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addImage(app, owner), file: 'thumb.webp' }),
    refusals: { otherPhotographer: 404, customer: 404, anonymous: 404, superAdmin: 200 },
    ownerStatus: 200,
  },
  'PUT /api/marketplace/my-listing/packages/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addPackage(app, owner) }),
    request: packageBody,
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/marketplace/my-listing/packages/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addPackage(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'PATCH /api/marketplace/my-listing/portfolio/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addImage(app, owner) }),
    request: () => ({ payload: { caption: 'Changed caption' } }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/marketplace/my-listing/portfolio/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addImage(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },

  // Clients: a photographer's own clients (lib/access.ts 'clients.client')
  'GET /api/clients/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'PUT /api/clients/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    request: () => ({
      payload: { name: 'Changed Name', email: `changed-${randomBytes(4).toString('hex')}@example.ng` },
    }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/clients/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 204,
  },
  'POST /api/clients/:id/email': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    request: () => ({ payload: { subject: 'Message from your photographer', message: 'Hello' } }),
    refusals: photographerRefusals,
    ownerStatus: 201,
  },

  // Payments: a photographer's own online payments
  'POST /api/payments/online/:paymentId/refund': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({
      paymentId: (await paidOnline(app, ownershipContext.paystack!, owner)).id,
    }),
    request: () => ({ payload: { amountKobo: 100_000, reason: 'Ownership check' } }),
    refusals: photographerRefusals,
    ownerStatus: 201,
  },

  // Invoicing: the photographer's own invoices; the client's link is the token.
  'GET /api/invoices/:id': photographerOwned(async (app, o) => ({ id: (await addInvoice(app, o)).id }), 200),
  'PUT /api/invoices/:id': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    200,
    invoiceBody,
  ),
  'DELETE /api/invoices/:id': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    204,
  ),
  'POST /api/invoices/:id/send': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    200,
  ),
  'POST /api/invoices/:id/void': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o, 'sent')).id }),
    200,
    () => ({ payload: { reason: 'Wrong amount' } }),
  ),
  'POST /api/invoices/:id/link': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o, 'sent')).id }),
    200,
  ),
  'GET /api/invoices/:id/pdf': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o)).id }),
    200,
  ),
  'GET /api/invoices/:id/payments/:paymentId/receipt.pdf': photographerOwned(async (app, o) => {
    const { id, paymentId } = await addInvoice(app, o, 'paid');
    return { id, paymentId };
  }, 200),
  'POST /api/invoices/:id/payments': photographerOwned(
    async (app, o) => ({ id: (await addInvoice(app, o, 'sent')).id }),
    201,
    () => ({ payload: { amountKobo: 100, method: 'cash' } }),
  ),
  'POST /api/invoices/:id/payments/:paymentId/reverse': photographerOwned(
    async (app, o) => {
      const { id, paymentId } = await addInvoice(app, o, 'paid');
      return { id, paymentId };
    },
    200,
    () => ({ payload: { reason: 'Bounced' } }),
  ),
  'GET /api/public/invoices/:token': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/invoices/:token/pdf': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  // A receipt through the invoice's link: a payment of that invoice only, while the link is valid.
  'GET /api/public/invoices/:token/payments/:paymentId/receipt.pdf': {
    level: 'token',
    create: (app, { expired }) => receiptLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/invoices/:token/paid': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  // A wrong or revoked link is refused before anything else; a valid one gets past the token
  // (to the checkout, or to "nothing to pay" / "not available" for this invoice).
  'POST /api/public/invoices/:token/pay': {
    level: 'token',
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode !== 404 && res.statusCode < 500,
  },
  'POST /api/public/invoices/:token/return': {
    level: 'token',
    payload: { reference: 'awr-invoice-not-ours' },
    create: (app, { expired }) => invoiceLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },

  // Contracts: the photographer's own contracts and templates; the client's link is the token.
  'GET /api/contracts/:id': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'PUT /api/contracts/:id': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
    contractBody,
  ),
  'DELETE /api/contracts/:id': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'POST /api/contracts/:id/send': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'POST /api/contracts/:id/void': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o, 'sent')).id }),
    200,
    () => ({ payload: { reason: 'Wrong date' } }),
  ),
  'POST /api/contracts/:id/sign-in-person': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o, 'sent')).id }),
    200,
    () => ({ payload: signBody() }),
  ),
  'POST /api/contracts/:id/countersign': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o, 'sent')).id }),
    200,
    () => ({ payload: signBody() }),
  ),
  'GET /api/contracts/:id/pdf': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'PUT /api/contracts/templates/:id': photographerOwned(addContractTemplate, 200, () => ({
    payload: { title: 'Changed', category: 'Portrait', content: 'For [CLIENT_NAME].' },
  })),
  'DELETE /api/contracts/templates/:id': photographerOwned(addContractTemplate, 200),
  // The contract dialog's Booking select: one of the photographer's own clients (decision 135).
  'GET /api/contracts/clients/:clientId/bookings': photographerOwned(
    async (app, o) => ({ clientId: await addClient(app, o) }),
    200,
  ),
  'GET /api/public/contracts/:token': {
    level: 'token',
    create: (app, { expired }) => contractLink(app, expired && 'voided'),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/contracts/:token/pdf': {
    level: 'token',
    create: (app, { expired }) => contractLink(app, expired && 'voided'),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/contracts/:token/viewed': {
    level: 'token',
    create: (app, { expired }) => contractLink(app, expired && 'voided'),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/contracts/:token/sign': {
    level: 'token',
    payload: signBody(),
    create: (app, { expired }) => contractLink(app, expired && 'expired'),
    granted: (res) => res.statusCode === 200,
  },
  // Galleries: the photographer's own; another photographer gets 404.
  'GET /api/galleries/:id': photographerOwned((app, o) => addGallery(app, o), 200),
  'PUT /api/galleries/:id': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({
      payload: { name: 'Renamed', description: '', clientEmail: '' },
    }),
  ),
  'DELETE /api/galleries/:id': photographerOwned((app, o) => addGallery(app, o, 'photo'), 204),
  'POST /api/galleries/:id/share': photographerOwned((app, o) => addGallery(app, o), 200),
  'POST /api/galleries/:id/unshare': photographerOwned((app, o) => addGallery(app, o), 200),
  'POST /api/galleries/:id/uploads': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    galleryUploadBody,
  ),
  'GET /api/galleries/:id/uploads/:uploadId': photographerOwned(
    (app, o) => addGallery(app, o, 'upload'),
    200,
  ),
  'PUT /api/galleries/:id/uploads/:uploadId/chunks/:index': photographerOwned(
    (app, o) => addGallery(app, o, 'upload'),
    200,
    async () => ({ payload: await ownedChunk() }),
  ),
  'POST /api/galleries/:id/uploads/:uploadId/complete': photographerOwned(
    (app, o) => addGallery(app, o, 'upload'),
    200,
  ),
  'DELETE /api/galleries/:id/photos/:photoId': photographerOwned(
    (app, o) => addGallery(app, o, 'photo'),
    204,
  ),
  'PUT /api/galleries/:id/settings': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({
      payload: {
        pin: '1234',
        expiresOn: null,
        downloadPolicy: 'open',
        downloadSize: 'web',
        look: 'modern-dark',
        watermarkText: '',
        watermarkPosition: 'center',
        watermarkOpacity: 30,
      },
    }),
  ),
  'GET /api/galleries/:id/downloads': photographerOwned((app, o) => addGallery(app, o), 200),
  // The client's gallery: the ids in the link, with the gallery shared, are the access.
  'GET /api/public/galleries/:photographerId/:galleryId': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // A view counts only where the photos show: a locked, expired or unshared gallery refuses it.
  'POST /api/public/galleries/:photographerId/:galleryId/view': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 204,
  },
  'POST /api/public/galleries/:photographerId/:galleryId/unlock': {
    level: 'token',
    payload: { code: '2468' },
    create: (app, { expired }) => sharedGallery(app, { expired, pin: '2468' }),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/galleries/:photographerId/:galleryId/photos/:photoId/download': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 302,
  },
  'GET /api/public/galleries/:photographerId/:galleryId/download.zip': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/galleries/:id/selections': photographerOwned((app, o) => addGallery(app, o), 200),
  'GET /api/galleries/:id/selections/:selectionId/lightroom.txt': photographerOwned(
    (app, o) => galleryWithSelection(app, o),
    200,
  ),
  // Past the owner's check, a selection not yet submitted is "open already" (409).
  'POST /api/galleries/:id/selections/:selectionId/reopen': photographerOwned(
    (app, o) => galleryWithSelection(app, o),
    409,
  ),
  'POST /api/galleries/:id/deliver': photographerOwned((app, o) => addGallery(app, o), 200),
  // Gallery sections: the gallery's photographer only; another photographer gets 404.
  'GET /api/galleries/:id/sections': photographerOwned((app, o) => addGallery(app, o), 200),
  'POST /api/galleries/:id/sections': photographerOwned(
    (app, o) => addGallery(app, o),
    201,
    () => ({
      payload: { name: 'Ceremony' },
    }),
  ),
  'PUT /api/galleries/:id/sections/order': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({ payload: { ids: [] } }),
  ),
  'POST /api/galleries/:id/sections/move': photographerOwned(
    (app, o) => addGallery(app, o, 'photo'),
    200,
    (params) => ({ payload: { photoIds: [params.photoId], sectionId: null } }),
  ),
  'PUT /api/galleries/:id/sections/:sectionId': photographerOwned(
    (app, o) => addGallerySection(app, o),
    200,
    () => ({ payload: { name: 'Renamed' } }),
  ),
  'DELETE /api/galleries/:id/sections/:sectionId': photographerOwned(
    (app, o) => addGallerySection(app, o),
    204,
  ),
  'GET /api/public/galleries/:photographerId/:galleryId/selection': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // Past the gallery's access, an unknown token is a 400 ("replaced by a newer link").
  'POST /api/public/galleries/:photographerId/:galleryId/selection/resume': {
    level: 'token',
    payload: { token: 'not-a-real-selection-token-0000' },
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  // Past the gallery's access, submitting with no favourites is a 400.
  'POST /api/public/galleries/:photographerId/:galleryId/selection/submit': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  'PUT /api/public/galleries/:photographerId/:galleryId/favourites/:photoId': {
    level: 'token',
    payload: { email: 'favourite@example.ng' },
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  'DELETE /api/public/galleries/:photographerId/:galleryId/favourites/:photoId': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // Past the gallery's access, a visitor without a selection has no email to confirm (400).
  'POST /api/public/galleries/:photographerId/:galleryId/selection/verify': {
    level: 'token',
    payload: { code: '123456' },
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  'POST /api/public/galleries/:photographerId/:galleryId/selection/code': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  // Past the gallery's access, a visitor without a selection has nothing to quote (400).
  'GET /api/public/galleries/:photographerId/:galleryId/selection/quote': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  // Scheduling: the photographer's own session types and dates; a booking answers its
  // photographer and its client only (everybody else 404); the feed token is the access.
  'PUT /api/scheduling/session-types/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: (await portraitType(app, o)).id }),
    request: () => ({
      payload: {
        name: 'Portrait Session',
        durationMinutes: 60,
        priceKobo: 1_500_000,
        depositPercent: 0,
        bufferMinutes: 15,
        active: true,
      },
    }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/scheduling/overrides/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => {
      await openDay(app, o, 41);
      const res = await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: o.headers });
      return { id: res.json().overrides[0].id };
    },
    refusals: photographerRefusals,
    ownerStatus: 204,
  },
  'POST /api/bookings/:id/confirm': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o, true) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'POST /api/bookings/:id/reschedule': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    request: () => ({ payload: { startsAt: lagos(dayAhead(40), '14:00') } }),
    refusals: bookingRefusals,
    ownerStatus: 200,
  },
  'GET /api/bookings/:id/slots': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    request: () => ({ query: { date: dayAhead(40) } }),
    refusals: bookingRefusals,
    ownerStatus: 200,
  },
  'POST /api/bookings/:id/cancel': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    refusals: bookingRefusals,
    ownerStatus: 200,
  },
  'GET /api/bookings/:id/cancel-quote': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'GET /api/public/booking/:slug': { level: 'public', why: "a listed photographer's public booking page" },
  'GET /api/public/booking/:slug/slots': { level: 'public', why: "a listed photographer's free times" },
  'POST /api/public/booking/:slug': { level: 'public', why: 'anyone may book a listed photographer' },
  'GET /api/public/calendar/:file': {
    level: 'token',
    create: (app, { expired }) => feedFile(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  // The client's manage-my-booking link (decision 206): the token is the client of one booking.
  'GET /api/public/bookings/:token': {
    level: 'token',
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/bookings/:token/slots': {
    level: 'token',
    query: `?date=${dayAhead(40)}`,
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/bookings/:token/reschedule': {
    level: 'token',
    payload: { startsAt: lagos(dayAhead(40), '14:00') },
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/bookings/:token/cancel': {
    level: 'token',
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
};
