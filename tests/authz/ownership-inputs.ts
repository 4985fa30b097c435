import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SignedInUser } from '../auth-helpers.ts';
import { lagos } from '../scheduling-helpers.ts';
import {
  addBooking,
  addClient,
  addContract,
  addContractTemplate,
  addGallery,
  addGallerySection,
  addInvoice,
  openDay,
  portraitType,
  sharedGallery,
} from './ownership.ts';

/**
 * THE OWNERSHIP MATRIX, IDS IN BODIES AND QUERY STRINGS: every field of a request body or query
 * string that names a stored record (`clientId`, `bookingId`, `templateId`, `sectionId`,
 * `photoIds`, `?photos=`, session type ids…). ownership-matrix.int.test.ts sends each as an
 * approved photographer with another photographer's id in the field, on the caller's own
 * records otherwise, and expects 404 (like a missing record, naming nothing); then with the
 * caller's own id, which must go through. A field of the OpenAPI document whose name ends in
 * Id or Ids (or `ids`, `photos`) that is missing here fails the test, and so does an entry
 * whose field is gone.
 *
 * Keys: 'METHOD /route/:param body.field' (or query.field; list items as field[]).
 */
export interface InputRule {
  level: 'owned';
  /** The caller's own records the request acts on; `own` is the caller's own id for the field. */
  context: (app: FastifyInstance, caller: SignedInUser) => Promise<{ own: string } & Record<string, string>>;
  /** Another photographer's record of the kind the field names: its id. */
  foreign: (app: FastifyInstance, owner: SignedInUser) => Promise<string>;
  /** The request with `id` in the field (sent with the caller's cookie). */
  request: (context: Record<string, string>, id: string) => InjectOptions & { url: string };
  /** What the caller gets with their own id. */
  ownStatus: number;
}

export type InputOwnershipRule = InputRule | { level: 'admin-any' | 'not-an-object'; why: string };

const invoiceBody = (clientId: string) => ({
  clientId,
  clientName: 'Picked Client',
  clientEmail: 'picked@example.test',
  items: [{ description: 'Session', quantity: 1, unitKobo: 1_000_000 }],
});
const contractBody = (fields: Record<string, string>) => ({
  title: 'Picked contract',
  clientName: 'Picked Client',
  clientEmail: 'picked@example.test',
  content: '# Terms\n\nThe session is on Saturday.',
  ...fields,
});
const clientId = (app: FastifyInstance, who: SignedInUser) => addClient(app, who);
const templateId = async (app: FastifyInstance, who: SignedInUser) =>
  (await addContractTemplate(app, who)).id!;
const bookingId = (app: FastifyInstance, who: SignedInUser) => addBooking(app, who);
/** A booking's client email: a contract linking it must be for that client. */
async function bookingClient(app: FastifyInstance, id: string): Promise<string> {
  const [row] = await app.database.query<{ client_email: string }>(
    'select client_email from bookings where id = $1',
    [id],
  );
  return row!.client_email;
}
const typeId = async (app: FastifyInstance, who: SignedInUser) => (await portraitType(app, who)).id;
const photoId = async (app: FastifyInstance, who: SignedInUser) =>
  (await addGallery(app, who, 'photo')).photoId!;
const sectionId = async (app: FastifyInstance, who: SignedInUser) =>
  (await addGallerySection(app, who)).sectionId!;

/** The caller's listing, so that their public booking page exists. */
async function listed(app: FastifyInstance, who: SignedInUser): Promise<string> {
  const slug = `picked-${who.id.slice(0, 8)}`;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/marketplace/my-listing',
    headers: who.headers,
    payload: {
      businessName: 'Picked Studio',
      slug,
      city: 'Lagos',
      phone: '',
      bio: 'Picked Studio photographs people.',
      categories: ['portrait'],
      showPhone: false,
    },
  });
  if (res.statusCode !== 200) throw new Error(`listing: ${res.statusCode} ${res.body}`);
  return slug;
}
const booking = (sessionTypeId: string, date: string) => ({
  sessionTypeId,
  startsAt: lagos(date, '11:00'),
  clientName: 'Picked Client',
  clientEmail: `picked-${Math.random().toString(36).slice(2, 8)}@example.test`,
});

export const INPUT_OWNERSHIP: Record<string, InputOwnershipRule> = {
  // Invoicing
  'POST /api/invoices body.clientId': {
    level: 'owned',
    context: async (app, c) => ({ own: await clientId(app, c) }),
    foreign: clientId,
    request: (_ctx, id) => ({ method: 'POST', url: '/api/invoices', payload: invoiceBody(id) }),
    ownStatus: 201,
  },
  'PUT /api/invoices/:id body.clientId': {
    level: 'owned',
    context: async (app, c) => ({ own: await clientId(app, c), invoice: (await addInvoice(app, c)).id }),
    foreign: clientId,
    request: (ctx, id) => ({ method: 'PUT', url: `/api/invoices/${ctx.invoice}`, payload: invoiceBody(id) }),
    ownStatus: 200,
  },

  // Contracts
  'POST /api/contracts body.clientId': {
    level: 'owned',
    context: async (app, c) => ({ own: await clientId(app, c) }),
    foreign: clientId,
    request: (_ctx, id) => ({
      method: 'POST',
      url: '/api/contracts',
      payload: contractBody({ clientId: id }),
    }),
    ownStatus: 201,
  },
  'PUT /api/contracts/:id body.clientId': {
    level: 'owned',
    context: async (app, c) => ({ own: await clientId(app, c), contract: (await addContract(app, c)).id }),
    foreign: clientId,
    request: (ctx, id) => ({
      method: 'PUT',
      url: `/api/contracts/${ctx.contract}`,
      payload: contractBody({ clientId: id }),
    }),
    ownStatus: 200,
  },
  'POST /api/contracts body.templateId': {
    level: 'owned',
    context: async (app, c) => ({ own: await templateId(app, c) }),
    foreign: templateId,
    request: (_ctx, id) => ({
      method: 'POST',
      url: '/api/contracts',
      payload: contractBody({ templateId: id }),
    }),
    ownStatus: 201,
  },
  'PUT /api/contracts/:id body.templateId': {
    level: 'owned',
    context: async (app, c) => ({ own: await templateId(app, c), contract: (await addContract(app, c)).id }),
    foreign: templateId,
    request: (ctx, id) => ({
      method: 'PUT',
      url: `/api/contracts/${ctx.contract}`,
      payload: contractBody({ templateId: id }),
    }),
    ownStatus: 200,
  },
  'POST /api/contracts body.bookingId': {
    level: 'owned',
    context: async (app, c) => {
      const own = await bookingId(app, c);
      return { own, email: await bookingClient(app, own) };
    },
    foreign: bookingId,
    request: (ctx, id) => ({
      method: 'POST',
      url: '/api/contracts',
      payload: contractBody({ bookingId: id, clientEmail: ctx.email! }),
    }),
    ownStatus: 201,
  },
  'PUT /api/contracts/:id body.bookingId': {
    level: 'owned',
    context: async (app, c) => {
      const own = await bookingId(app, c);
      return { own, email: await bookingClient(app, own), contract: (await addContract(app, c)).id };
    },
    foreign: bookingId,
    request: (ctx, id) => ({
      method: 'PUT',
      url: `/api/contracts/${ctx.contract}`,
      payload: contractBody({ bookingId: id, clientEmail: ctx.email! }),
    }),
    ownStatus: 200,
  },

  // Galleries
  'PUT /api/galleries/:id/sections/order body.ids[]': {
    level: 'owned',
    context: async (app, c) => {
      const { id, sectionId: own } = await addGallerySection(app, c);
      return { own: own!, gallery: id! };
    },
    foreign: sectionId,
    request: (ctx, id) => ({
      method: 'PUT',
      url: `/api/galleries/${ctx.gallery}/sections/order`,
      payload: { ids: [id] },
    }),
    ownStatus: 200,
  },
  'POST /api/galleries/:id/sections/move body.photoIds[]': {
    level: 'owned',
    context: async (app, c) => {
      const { id, photoId: own } = await addGallery(app, c, 'photo');
      return { own: own!, gallery: id! };
    },
    foreign: photoId,
    request: (ctx, id) => ({
      method: 'POST',
      url: `/api/galleries/${ctx.gallery}/sections/move`,
      payload: { photoIds: [id], sectionId: null },
    }),
    ownStatus: 200,
  },
  'POST /api/galleries/:id/sections/move body.sectionId': {
    level: 'owned',
    context: async (app, c) => {
      const { id, photoId: photo } = await addGallery(app, c, 'photo');
      const res = await app.inject({
        method: 'POST',
        url: `/api/galleries/${id}/sections`,
        headers: c.headers,
        payload: { name: 'Picked section' },
      });
      return { own: res.json().section.id, gallery: id!, photo: photo! };
    },
    foreign: sectionId,
    request: (ctx, id) => ({
      method: 'POST',
      url: `/api/galleries/${ctx.gallery}/sections/move`,
      payload: { photoIds: [ctx.photo], sectionId: id },
    }),
    ownStatus: 200,
  },
  'GET /api/public/galleries/:photographerId/:galleryId/download.zip query.photos': {
    level: 'owned',
    // The visitor of the caller's shared gallery asks for a photo of another gallery.
    context: async (app) => {
      const shared = await sharedGallery(app, { expired: false });
      return { own: shared.photoId!, ...shared };
    },
    foreign: photoId,
    request: (ctx, id) => ({
      method: 'GET',
      url: `/api/public/galleries/${ctx.photographerId}/${ctx.galleryId}/download.zip?photos=${id}`,
    }),
    ownStatus: 200,
  },

  // Scheduling
  'GET /api/scheduling/slots query.sessionTypeId': {
    level: 'owned',
    context: async (app, c) => ({ own: await typeId(app, c), date: await openDay(app, c, 50) }),
    foreign: typeId,
    request: (ctx, id) => ({
      method: 'GET',
      url: `/api/scheduling/slots?sessionTypeId=${id}&from=${ctx.date}`,
    }),
    ownStatus: 200,
  },
  'GET /api/scheduling/slots query.excludeBookingId': {
    level: 'owned',
    context: async (app, c) => ({
      own: await bookingId(app, c),
      type: await typeId(app, c),
      date: await openDay(app, c, 50),
    }),
    foreign: bookingId,
    request: (ctx, id) => ({
      method: 'GET',
      url: `/api/scheduling/slots?sessionTypeId=${ctx.type}&from=${ctx.date}&excludeBookingId=${id}`,
    }),
    ownStatus: 200,
  },
  'POST /api/bookings body.sessionTypeId': {
    level: 'owned',
    context: async (app, c) => ({ own: await typeId(app, c), date: await openDay(app, c, 51) }),
    foreign: typeId,
    request: (ctx, id) => ({ method: 'POST', url: '/api/bookings', payload: booking(id, ctx.date!) }),
    ownStatus: 201,
  },
  'POST /api/public/booking/:slug body.sessionTypeId': {
    level: 'owned',
    context: async (app, c) => ({
      own: await typeId(app, c),
      date: await openDay(app, c, 52),
      slug: await listed(app, c),
    }),
    foreign: typeId,
    request: (ctx, id) => ({
      method: 'POST',
      url: `/api/public/booking/${ctx.slug}`,
      payload: booking(id, ctx.date!),
    }),
    ownStatus: 201,
  },
  'GET /api/public/booking/:slug/slots query.sessionTypeId': {
    level: 'owned',
    context: async (app, c) => ({
      own: await typeId(app, c),
      date: await openDay(app, c, 53),
      slug: await listed(app, c),
    }),
    foreign: typeId,
    request: (ctx, id) => ({
      method: 'GET',
      url: `/api/public/booking/${ctx.slug}/slots?sessionTypeId=${id}&from=${ctx.date}`,
    }),
    ownStatus: 200,
  },

  // Site content: one platform's services, edited by its super admins.
  'PUT /api/admin/content/services body.services[].id': { level: 'admin-any', why: 'site content' },
};
