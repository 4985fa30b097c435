import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signInAs } from '../auth-helpers.ts';
import { MESSAGE_PAGE_OWNERSHIP } from './ownership/messages.ts';
import { REVIEW_PAGE_OWNERSHIP } from './ownership/reviews.ts';
import { addClient, addGallery, contractLink, invoiceLink, manageLink, sharedGallery } from './ownership.ts';

/**
 * THE OWNERSHIP MATRIX, ROUTES OUTSIDE /api: the signed file links (/files/…), the media
 * library's files (/media/…) and the pages with an id or a token in their address, as the
 * browser opens them (server-rendered with their data). For a token address,
 * ownership-matrix.int.test.ts opens a valid one (200, showing what it is for), an expired or
 * revoked one and a wrong one (neither 2xx nor showing it). A page of the route table or a
 * route of the server with a parameter that is missing here fails the test.
 *
 * Keys: 'GET /path/:param' as the route table or the server spells it.
 */
export interface PageTokenRule {
  level: 'token';
  /** A valid address (or, expired, one that was revoked or ran out) and a text only access shows. */
  create: (app: FastifyInstance, options: { expired: boolean }) => Promise<{ url: string; shows: string }>;
}

/** A screen of the signed-in app: its HTML is the same shell for everyone and shows no record. */
export interface AppShellRule {
  level: 'app-shell';
  why: string;
  /** Somebody's record and its address on this screen, and a text of it the shell must not show. */
  create: (app: FastifyInstance) => Promise<{ url: string; shows: string }>;
}

export type PageOwnershipRule = PageTokenRule | AppShellRule | { level: 'public'; why: string };

/** A signed link to a gallery photo, from the storage's own signer; expired: its time ran out. */
async function signedFile(app: FastifyInstance, expired: boolean) {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, photoId } = await addGallery(app, owner, 'photo');
  const signed = new URL(
    app.storage.signedUrl(`galleries/${id}/${photoId}/original.jpg`, expired ? -60 : 600),
    'http://x',
  );
  return { url: signed.pathname + signed.search, shows: '' };
}

/** A client who agreed to SMS, and the token of the stop link in their texts. */
async function smsStopToken(app: FastifyInstance): Promise<string> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const res = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: owner.headers,
    payload: {
      name: 'Texted client',
      email: `texted-${randomBytes(4).toString('hex')}@example.ng`,
      phone: '0803 123 4567',
      smsOptIn: true,
    },
  });
  if (res.statusCode !== 201) throw new Error(`client: ${res.statusCode} ${res.body}`);
  const [row] = await app.database.query<{ token: string }>(
    'select sms_stop_token as token from clients where id = $1',
    [res.json().client.id],
  );
  return row!.token;
}

export const PAGE_OWNERSHIP: Record<string, PageOwnershipRule> = {
  ...MESSAGE_PAGE_OWNERSHIP,
  ...REVIEW_PAGE_OWNERSHIP,
  // Files
  'GET /files/*': { level: 'token', create: (app, { expired }) => signedFile(app, expired) },
  'GET /media/:id/:file': {
    level: 'public',
    why: "the site's media library: the images public pages show, by an id nobody can guess",
  },

  // Pages with the client's token in the address
  'GET /i/:token': {
    level: 'token',
    create: async (app, { expired }) => {
      const { token } = await invoiceLink(app, expired);
      return { url: `/i/${token}`, shows: 'Owned Client' };
    },
  },
  'GET /c/:token': {
    level: 'token',
    create: async (app, { expired }) => {
      const { token } = await contractLink(app, expired && 'voided');
      return { url: `/c/${token}`, shows: 'Owned contract' };
    },
  },
  'GET /gallery/:photographerId/:galleryId': {
    level: 'token',
    create: async (app, { expired }) => {
      const { photographerId, galleryId } = await sharedGallery(app, { expired });
      return { url: `/gallery/${photographerId}/${galleryId}`, shows: 'Owned gallery' };
    },
  },

  // The client's manage link (decision 206); it does not expire: `expired` is a token no booking holds
  'GET /b/:token': {
    level: 'token',
    create: async (app, { expired }) => {
      const { token } = await manageLink(app, expired);
      return { url: `/b/${token}`, shows: 'Owned Client' };
    },
  },

  // "Stop SMS reminders" from a text (decision 272); `expired` is a token no client holds
  'GET /s/:token': {
    level: 'token',
    create: async (app, { expired }) => ({
      url: `/s/${expired ? randomBytes(8).toString('base64url') : await smsStopToken(app)}`,
      shows: 'Stop SMS reminders',
    }),
  },

  // Public pages by slug, and the app's own screens (their data comes from owned API routes)
  'GET /services/:serviceSlug': { level: 'public', why: 'published services' },
  'GET /blog/:slug': { level: 'public', why: 'published posts' },
  'GET /photographers/:slug': { level: 'public', why: 'approved, listed photographers' },
  'GET /book/:slug': { level: 'public', why: "a listed photographer's booking page" },
  'GET /clients/:clientId': {
    level: 'app-shell',
    why: 'the signed-in app: the HTML carries no data; GET /api/clients/:id (owned) fills it',
    create: async (app) => {
      const owner = await signInAs(app, 'approvedPhotographer');
      return { url: `/clients/${await addClient(app, owner)}`, shows: 'Owned client' };
    },
  },
};
