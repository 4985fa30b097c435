import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downloadLogSchema,
  GALLERY_MESSAGES,
  galleryCardSchema,
  galleryDetailSchema,
  galleryInputSchema,
  galleryListSchema,
  gallerySettingsInputSchema,
  gallerySettingsSchema,
  MAX_CHUNKS,
  selectionSummarySchema,
  UPLOAD_CHUNK_BYTES,
  uploadStartSchema,
  uploadStatusSchema,
} from '../../../shared/galleries.ts';
import { shareInputSchema } from '../../../shared/gallery-sharing.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { badRequest } from '../../lib/http-error.ts';
import { contentDisposition } from '../../lib/uploads/serve-file.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  createGallery,
  deleteGallery,
  type GalleriesDeps,
  getGalleryDetail,
  listGalleries,
  unshareGallery,
  updateGallery,
} from './galleries.service.ts';
import { saveSettings } from './gallery-access.service.ts';
import { downloadLog } from './gallery-downloads.service.ts';
import { shareGallery } from './gallery-sharing.service.ts';
import { deliverGallery, lightroomList, listSelections, reopenSelection } from './selections.service.ts';
import { completeUpload, deletePhoto, putChunk, startUpload, uploadStatus } from './uploads.service.ts';

export interface GalleriesRouteOptions {
  deps: () => GalleriesDeps;
}

const tags = ['galleries'];
const idParams = z.object({ id: z.uuid(GALLERY_MESSAGES.notFound) });
const uploadParams = idParams.extend({ uploadId: z.uuid(GALLERY_MESSAGES.uploadNotFound) });
const chunkParams = uploadParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_CHUNKS - 1),
});
const photoParams = idParams.extend({ photoId: z.uuid(GALLERY_MESSAGES.photoNotFound) });
const cardAnswer = z.object({ gallery: galleryCardSchema });

/** /api/galleries: photographers manage theirs; anyone signed in lists the ones shared with them. */
export const galleryRoutes: FastifyPluginAsyncZod<GalleriesRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const own = requireOwnedParam(app.db, 'galleries.gallery');

  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'My galleries (a photographer), or the galleries shared with me',
        response: { 200: galleryListSchema },
      },
    },
    async (request) => listGalleries(deps(), viewerOf(request)),
  );

  await app.register(async (inner) => {
    const scope = inner.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', app.requireApprovedPhotographer);
    // Upload chunks arrive as raw bytes (decision 150), at most one chunk per request.
    // Any type but JSON is read as bytes (a browser may send a Blob's own type, or none).
    scope.addContentTypeParser(
      ['application/octet-stream', '*'],
      { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES + 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Create a gallery',
          body: galleryInputSchema,
          response: { 201: cardAnswer },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ gallery: await createGallery(deps(), viewerOf(request).userId, request.body) }),
    );

    scope.get(
      '/:id',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'One gallery with its ready photos',
          params: idParams,
          response: { 200: z.object({ gallery: galleryDetailSchema }) },
        },
      },
      async (request) => ({
        gallery: await getGalleryDetail(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.put(
      '/:id',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Edit a gallery',
          params: idParams,
          body: galleryInputSchema,
          response: { 200: cardAnswer },
        },
      },
      async (request) => ({
        gallery: await updateGallery(deps(), viewerOf(request).userId, request.params.id, request.body),
      }),
    );

    scope.delete(
      '/:id',
      { preHandler: own, schema: { tags, summary: 'Delete a gallery and its files', params: idParams } },
      async (request, reply) => {
        await deleteGallery(deps(), viewerOf(request).userId, request.params.id);
        return reply.status(204).send();
      },
    );

    scope.post(
      '/:id/share',
      {
        preHandler: own,
        schema: {
          tags,
          summary:
            'Share the gallery: the protection chosen, its link opens and each recipient is emailed the message (and the PIN when chosen)',
          params: idParams,
          body: shareInputSchema.nullish(),
          response: {
            200: cardAnswer.extend({
              sentTo: z.string().array(),
              protection: z.enum(['pin', 'password']).nullable(),
              code: z.string().nullable(),
            }),
          },
        },
      },
      async (request) => shareGallery(deps(), viewerOf(request).userId, request.params.id, request.body),
    );

    scope.post(
      '/:id/unshare',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Make the gallery private again',
          params: idParams,
          response: { 200: cardAnswer },
        },
      },
      async (request) => ({
        gallery: await unshareGallery(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.post(
      '/:id/uploads',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Start or resume one photo upload (by its SHA-256)',
          params: idParams,
          body: uploadStartSchema,
          response: { 200: uploadStatusSchema },
        },
      },
      async (request) => startUpload(deps(), viewerOf(request).userId, request.params.id, request.body),
    );

    scope.get(
      '/:id/uploads/:uploadId',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Which chunks of an upload arrived',
          params: uploadParams,
          response: { 200: uploadStatusSchema },
        },
      },
      async (request) =>
        uploadStatus(deps(), viewerOf(request).userId, request.params.id, request.params.uploadId),
    );

    scope.put(
      '/:id/uploads/:uploadId/chunks/:index',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'One chunk of an upload (raw bytes, application/octet-stream)',
          params: chunkParams,
          response: { 200: uploadStatusSchema },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest('Send the chunk as application/octet-stream');
        const { id, uploadId, index } = request.params;
        return putChunk(deps(), viewerOf(request).userId, id, uploadId, index, request.body);
      },
    );

    scope.post(
      '/:id/uploads/:uploadId/complete',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Join the chunks, check the hash, queue the processing',
          params: uploadParams,
          response: { 200: uploadStatusSchema },
        },
      },
      async (request) =>
        completeUpload(deps(), viewerOf(request).userId, request.params.id, request.params.uploadId),
    );

    scope.put(
      '/:id/settings',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Who may open the gallery (PIN or password, expiry), downloads, look and watermark',
          params: idParams,
          body: gallerySettingsInputSchema,
          response: { 200: z.object({ settings: gallerySettingsSchema }) },
        },
      },
      async (request) => ({
        settings: await saveSettings(deps(), viewerOf(request).userId, request.params.id, request.body),
      }),
    );

    scope.get(
      '/:id/selections',
      {
        preHandler: own,
        schema: {
          tags,
          summary: "Each client's favourites, comments and extras",
          params: idParams,
          response: { 200: z.object({ selections: selectionSummarySchema.array() }) },
        },
      },
      async (request) => ({
        selections: await listSelections(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.get(
      '/:id/selections/:selectionId/lightroom.txt',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'The chosen file names, for a Lightroom filter',
          params: idParams.extend({ selectionId: z.uuid('Selection not found') }),
        },
      },
      async (request, reply) => {
        const list = await lightroomList(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.params.selectionId,
        );
        return reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', list.filename))
          .send(list.text);
      },
    );

    scope.post(
      '/:id/selections/:selectionId/reopen',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Reopen a submitted selection for changes (the client is told)',
          params: idParams.extend({ selectionId: z.uuid('Selection not found') }),
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await reopenSelection(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.params.selectionId,
        );
        return { ok: true as const };
      },
    );

    scope.post(
      '/:id/deliver',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Mark delivered and tell the client',
          params: idParams,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await deliverGallery(deps(), viewerOf(request).userId, request.params.id);
        return { ok: true as const };
      },
    );

    scope.get(
      '/:id/downloads',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Who downloaded what, and when',
          params: idParams,
          response: { 200: downloadLogSchema },
        },
      },
      async (request) => downloadLog(deps(), viewerOf(request).userId, request.params.id),
    );

    scope.delete(
      '/:id/photos/:photoId',
      { preHandler: own, schema: { tags, summary: 'Delete one photo and its files', params: photoParams } },
      async (request, reply) => {
        await deletePhoto(deps(), viewerOf(request).userId, request.params.id, request.params.photoId);
        return reply.status(204).send();
      },
    );
  });
};
