import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaAltSchema, mediaAssetSchema } from '../../../shared/media.ts';
import { safeText } from '../../../shared/text.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_KINDS,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  variantOfFile,
} from '../../lib/uploads/images.ts';
import { readUpload, registerMultipart, type UploadRules } from '../../lib/uploads/multipart.ts';
import { sendStoredFile } from '../../lib/uploads/serve-file.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { enforceUploadRate } from '../../lib/uploads/upload-limits.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { listAssets, type MediaDeps, mediaKey, removeAsset, setAlt, uploadAsset } from './media.service.ts';

const tags = ['content admin'];
const params = z.object({ id: z.uuid('Unknown image') });

const UPLOAD_RULES: UploadRules = {
  maxBytes: MAX_IMAGE_BYTES,
  accept: IMAGE_UPLOAD_KINDS,
  fields: ['alt'],
  tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  unsupportedMessage: UNSUPPORTED_IMAGE_MESSAGE,
  missingMessage: 'Choose an image to upload.',
};

/** The media library API (/api/admin/media/...): super admins only. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, opts) => {
  // Refused before the body is even read: the whole scope is for super admins.
  app.addHook('onRequest', app.requireRole('super_admin'));
  await registerMultipart(app, UPLOAD_RULES);
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
      const viewer = viewerOf(request);
      await enforceUploadRate(app.db, viewer);
      const upload = await readUpload(request, UPLOAD_RULES);
      const asset = await uploadAsset(deps(), upload, viewer);
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
export const mediaFileRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, opts) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({ id: safeText().max(64), file: safeText().max(32) }),
      },
    },
    async (request, reply) => {
      const variant = variantOfFile(request.params.file);
      const id = request.params.id;
      if (!variant || !z.uuid().safeParse(id).success) throw notFoundImage();
      return sendStoredFile(request, reply, opts.storage, mediaKey(id, variant), {
        cacheControl: 'public, max-age=31536000, immutable',
        notFoundMessage: 'Image not found',
      });
    },
  );
};

const notFoundImage = () => new HttpError(404, 'Image not found');
