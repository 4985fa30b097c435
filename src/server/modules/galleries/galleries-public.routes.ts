import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favouriteInputSchema,
  GALLERY_MESSAGES,
  mySelectionSchema,
  photoFullSizesSchema,
  publicGallerySchema,
  selectionCodeSchema,
  selectionQuoteSchema,
  unlockSchema,
} from '../../../shared/galleries.ts';
import { safeText } from '../../../shared/text.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { hintsOf } from '../../lib/read-hints.ts';
import { contentDisposition } from '../../lib/uploads/serve-file.ts';
import type { GalleriesDeps, GalleryRow } from './galleries.service.ts';
import {
  countGalleryView,
  type GalleryVisitor,
  getPublicGallery,
  grantCookie,
  photoFullSizes,
  requireOpenGallery,
  unlockGallery,
} from './gallery-access.service.ts';
import { galleryZip, photoDownloadUrl } from './gallery-downloads.service.ts';
import {
  getMySelection,
  identifyVisitor,
  quoteSelection,
  removeFavourite,
  resendSelectionCode,
  resumeSelection,
  type SelectionVisitor,
  selectionCookie,
  setFavourite,
  submitSelection,
  verifySelectionEmail,
} from './proofing.service.ts';

export interface PublicGalleryRouteOptions {
  deps: () => GalleriesDeps;
  secureCookies: boolean;
}

const tags = ['galleries'];
const params = z.object({
  photographerId: z.uuid(GALLERY_MESSAGES.notFound),
  galleryId: z.uuid(GALLERY_MESSAGES.notFound),
});
const photoParams = params.extend({ photoId: z.uuid(GALLERY_MESSAGES.photoNotFound) });

const grantOf = (request: FastifyRequest, galleryId: string) => request.cookies[grantCookie(galleryId)];
const selectionTokenOf = (request: FastifyRequest, galleryId: string) =>
  request.cookies[selectionCookie(galleryId)];
const selectionAnswer = z.object({ selection: mySelectionSchema.nullable() });
const selectionVisitor = (request: FastifyRequest, galleryId: string): SelectionVisitor => ({
  token: selectionTokenOf(request, galleryId),
  viewer: request.viewer,
  ip: request.ip,
});
/** The grant cookie and the signed-in account (resolved by the optionalViewer hook below). */
const visitorOf = (request: FastifyRequest, galleryId: string): GalleryVisitor => ({
  grant: grantOf(request, galleryId),
  viewer: request.viewer,
});
/** Never cached by a shared cache: the answer depends on the visitor's grant. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The client's gallery (/api/public/galleries/<photographerId>/<galleryId>/…): no account
 * needed; shared, not expired, and unlocked by PIN or password when it has one (decision 153).
 */
/**
 * A gallery link is shared widely and proofing sends email (a continue-here link, the extras
 * invoice): per network address, at most this many selection emails and submits, and a ceiling
 * on favourites well above what a person marks in ten minutes.
 */
const SELECTION_EMAIL_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };
/** Codes are also limited per code (5 wrong tries); this stops one address cycling through codes. */
const CODE_CHECK_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };
const FAVOURITE_LIMIT = { max: 600, timeWindow: 10 * 60 * 1000 };
/** A page counts one view per opening; this stops one address inflating a gallery's views. */
const VIEW_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };

export const publicGalleryRoutes: FastifyPluginAsyncZod<PublicGalleryRouteOptions> = async (app, opts) => {
  await registerFormRateLimit(app);
  // Every route here knows the signed-in visitor, if any (never refuses): the invited client
  // opens without the PIN, and the download log says who.
  app.addHook('onRequest', app.optionalViewer);
  const deps = opts.deps;
  /** THE access check of every route past the gallery itself: shared, not expired, unlocked. */
  const openFor = (request: FastifyRequest) => {
    const { photographerId, galleryId } = request.params as { photographerId: string; galleryId: string };
    return requireOpenGallery(deps(), photographerId, galleryId, visitorOf(request, galleryId));
  };
  /**
   * Who downloads (the signed-in account's email, else the email of the visitor's selection),
   * and what the download rule needs to find their selection.
   */
  const downloader = async (request: FastifyRequest, gallery: GalleryRow) => ({
    who: await identifyVisitor(deps(), gallery, request.viewer, selectionTokenOf(request, gallery.id)),
    ip: request.ip,
    token: selectionTokenOf(request, gallery.id),
    viewer: request.viewer,
  });

  app.get(
    '/:photographerId/:galleryId',
    {
      schema: {
        tags,
        summary: 'A shared gallery (photos once unlocked)',
        params,
        response: { 200: publicGallerySchema },
      },
    },
    async (request, reply) => {
      const { photographerId, galleryId } = request.params;
      privately(reply);
      return getPublicGallery(
        deps(),
        photographerId,
        galleryId,
        visitorOf(request, galleryId),
        hintsOf(request),
      );
    },
  );

  app.post(
    '/:photographerId/:galleryId/view',
    {
      schema: { tags, summary: 'Count one view of the gallery (its page showed the photos)', params },
      config: { rateLimit: VIEW_LIMIT },
    },
    async (request, reply) => {
      await countGalleryView(deps(), await openFor(request), request.viewer);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:photographerId/:galleryId/unlock',
    {
      schema: {
        tags,
        summary: 'Give the PIN or password (5 wrong tries per 15 minutes per network address)',
        params,
        body: unlockSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { photographerId, galleryId } = request.params;
      const grant = await unlockGallery(deps(), photographerId, galleryId, request.body.code, request.ip);
      reply.setCookie(grantCookie(galleryId), grant.token, {
        path: `/api/public/galleries/${photographerId}/${galleryId}`,
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        maxAge: grant.maxAgeSeconds,
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/:photographerId/:galleryId/photos/:photoId/full',
    {
      schema: {
        tags,
        summary: "One photo's full sizes (left out of a data-saving answer)",
        params: photoParams,
        response: { 200: photoFullSizesSchema },
      },
    },
    async (request, reply) => {
      const gallery = await openFor(request);
      privately(reply);
      return photoFullSizes(deps(), gallery, request.params.photoId);
    },
  );

  app.get(
    '/:photographerId/:galleryId/photos/:photoId/download',
    {
      schema: {
        tags,
        summary: 'Download one photo (redirects to a short-lived signed address)',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const { photoId } = request.params;
      const gallery = await openFor(request);
      privately(reply);
      return reply.redirect(
        await photoDownloadUrl(deps(), gallery, photoId, await downloader(request, gallery)),
        302,
      );
    },
  );

  app.get(
    '/:photographerId/:galleryId/download.zip',
    {
      schema: {
        tags,
        summary: 'The whole gallery, or ?photos=<id,id,…>, as a zip streamed while it is built',
        params,
        querystring: z.object({
          photos: safeText()
            .max(40_000)
            .optional()
            .transform((v) => (v ? v.split(',').filter((id) => z.uuid().safeParse(id).success) : undefined)),
        }),
      },
    },
    async (request, reply) => {
      const gallery = await openFor(request);
      const zip = await galleryZip(deps(), gallery, await downloader(request, gallery), request.query.photos);
      privately(reply)
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', zip.filename));
      if (zip.size !== undefined) reply.header('content-length', zip.size);
      return reply.send(zip.stream);
    },
  );

  /** The visitor's selection token lives in a cookie scoped to this gallery's API paths. */
  const keepSelection = (reply: FastifyReply, photographerId: string, galleryId: string, token: string) =>
    reply.setCookie(selectionCookie(galleryId), token, {
      path: `/api/public/galleries/${photographerId}/${galleryId}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: 365 * 24 * 3600,
    });

  app.get(
    '/:photographerId/:galleryId/selection',
    {
      schema: { tags, summary: 'My favourites in this gallery', params, response: { 200: selectionAnswer } },
    },
    async (request, reply) => {
      const { galleryId } = request.params;
      const gallery = await openFor(request);
      privately(reply);
      return { selection: await getMySelection(deps(), gallery, selectionVisitor(request, galleryId)) };
    },
  );

  app.post(
    '/:photographerId/:galleryId/selection/resume',
    {
      schema: {
        tags,
        summary: 'Continue my favourites here, with the token from the emailed link',
        params,
        body: z.object({ token: safeText().min(20).max(100) }),
        response: { 200: selectionAnswer },
      },
    },
    async (request, reply) => {
      const { photographerId, galleryId } = request.params;
      const gallery = await openFor(request);
      const { selection, token } = await resumeSelection(deps(), gallery, request.body.token);
      keepSelection(reply, photographerId, galleryId, token);
      return { selection };
    },
  );

  app.put(
    '/:photographerId/:galleryId/favourites/:photoId',
    {
      schema: {
        tags,
        summary: 'Mark a favourite, with an optional comment (the first one needs my email)',
        params: photoParams,
        body: favouriteInputSchema,
        response: { 200: selectionAnswer },
      },
      config: { rateLimit: FAVOURITE_LIMIT },
    },
    async (request, reply) => {
      const { photographerId, galleryId, photoId } = request.params;
      const gallery = await openFor(request);
      const done = await setFavourite(
        deps(),
        gallery,
        selectionVisitor(request, galleryId),
        photoId,
        request.body,
      );
      if (done.newToken) keepSelection(reply, photographerId, galleryId, done.newToken);
      return { selection: done.selection };
    },
  );

  app.delete(
    '/:photographerId/:galleryId/favourites/:photoId',
    {
      schema: {
        tags,
        summary: 'Remove a favourite',
        params: photoParams,
        response: { 200: selectionAnswer },
      },
    },
    async (request) => {
      const { galleryId, photoId } = request.params;
      const gallery = await openFor(request);
      return {
        selection: await removeFavourite(deps(), gallery, selectionVisitor(request, galleryId), photoId),
      };
    },
  );

  app.post(
    '/:photographerId/:galleryId/selection/verify',
    {
      schema: {
        tags,
        summary: 'Confirm my email with the 6-digit code we emailed (needed to submit)',
        params,
        body: selectionCodeSchema,
        response: { 200: selectionAnswer },
      },
      config: { rateLimit: CODE_CHECK_LIMIT },
    },
    async (request) => {
      const { galleryId } = request.params;
      const gallery = await openFor(request);
      return {
        selection: await verifySelectionEmail(
          deps(),
          gallery,
          selectionVisitor(request, galleryId),
          request.body.code,
        ),
      };
    },
  );

  app.post(
    '/:photographerId/:galleryId/selection/code',
    {
      schema: {
        tags,
        summary: 'Email me a new code (capped per selection and per network address)',
        params,
        response: { 200: selectionAnswer },
      },
      config: { rateLimit: SELECTION_EMAIL_LIMIT },
    },
    async (request) => {
      const { galleryId } = request.params;
      const gallery = await openFor(request);
      return { selection: await resendSelectionCode(deps(), gallery, selectionVisitor(request, galleryId)) };
    },
  );

  app.get(
    '/:photographerId/:galleryId/selection/quote',
    {
      schema: {
        tags,
        summary: 'What submitting my selection now would bill: extras, VAT and total',
        params,
        response: { 200: selectionQuoteSchema },
      },
    },
    async (request, reply) => {
      const gallery = await openFor(request);
      privately(reply);
      return quoteSelection(deps(), gallery, selectionVisitor(request, gallery.id));
    },
  );

  app.post(
    '/:photographerId/:galleryId/selection/submit',
    {
      schema: {
        tags,
        summary: 'Submit my favourites (extras beyond the package are invoiced)',
        params,
        response: { 200: selectionAnswer },
      },
      config: { rateLimit: SELECTION_EMAIL_LIMIT },
    },
    async (request) => {
      const { galleryId } = request.params;
      const gallery = await openFor(request);
      return { selection: await submitSelection(deps(), gallery, selectionVisitor(request, galleryId)) };
    },
  );
};
