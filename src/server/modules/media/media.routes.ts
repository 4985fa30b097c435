import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaAltSchema, mediaAssetSchema } from '../../../shared/media.ts';
import { safeText } from '../../../shared/text.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { viewerId } from '../content/admin-guard.ts';
import { listAssets, type MediaDeps, removeAsset, setAlt, uploadAsset } from './media.service.ts';
import { MEDIA_VARIANTS, type MediaStorage } from './media.storage.ts';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from './media-images.ts';

const tags = ['content admin'];
const params = z.object({ id: z.uuid('Unknown image') });

/** The media library API (/api/admin/media/...): super admins only. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, opts) => {
  // Refused before the body is even read: the whole scope is for super admins.
  app.addHook('onRequest', app.requireRole('super_admin'));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const deps = (): MediaDeps => ({ db: app.db, storage: opts.storage, log: app.log });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every image in the media library, newest first',
        response: { 200: z.object({ media: mediaAssetSchema.array() }) },
      },
    },
    async () => ({ media: await listAssets(app.db) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart field "file", optional field "alt")',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ asset: mediaAssetSchema }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, 'Choose an image to upload.');
      const file = await request.file();
      if (!file) throw new HttpError(400, 'Choose an image to upload.');
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, TOO_LARGE_MESSAGE);
        throw err;
      }
      const altField = file.fields.alt;
      const alt =
        altField && 'value' in altField && typeof altField.value === 'string' ? altField.value.trim() : '';
      const asset = await uploadAsset(deps(), { data, filename: file.filename }, alt, viewerId(request));
      return reply.status(201).send({ asset });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change an image’s description (alt text)',
        params,
        body: mediaAltSchema,
        response: { 200: z.object({ asset: mediaAssetSchema }) },
      },
    },
    async (request) => ({ asset: await setAlt(app.db, request.params.id, request.body.alt) }),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete an image that is not used on the site', params } },
    async (request, reply) => {
      await removeAsset(deps(), request.params.id);
      return reply.status(204).send();
    },
  );
};

/** The image files themselves (/media/{id}/{size}.webp): public, cached for a year (ids never repeat). */
export const mediaFileRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, opts) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({ id: safeText().max(64), file: safeText().max(32) }),
      },
    },
    async (request, reply) => {
      const variant = MEDIA_VARIANTS.find((v) => `${v}.webp` === request.params.file);
      const path = variant ? opts.storage.locate(request.params.id, variant) : undefined;
      if (!path) throw notFound('Image not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(path));
    },
  );
};
