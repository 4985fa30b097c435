import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '../../../shared/text.ts';
import { HttpError, notFound } from '../http-error.ts';
import { sendStoredFile } from './serve-file.ts';
import { SIGNED_FILES_PREFIX, verifyFileSignature } from './signed-url.ts';
import { type FileStorage, isValidKey } from './storage.ts';

const signedQuery = z.object({
  exp: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(2 ** 40),
  sig: safeText().max(100),
  dl: safeText().max(200).optional(),
});

/**
 * `GET /files/<key>?exp&sig[&dl]`: the signed links every driver's `signedUrl` gives. The
 * signature and expiry are checked here; then the file is streamed from the local folder, or,
 * when the driver has `presignedGet` (S3), the browser is redirected to a presigned GET at the
 * store that lives as long as the link has left (decision 170).
 */
export function registerSignedFilesRoute(app: FastifyInstance, storage: FileStorage, signingKey: Buffer) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${SIGNED_FILES_PREFIX}*`,
      { schema: { hide: true, querystring: signedQuery } },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const { exp, sig, dl } = request.query;
        const check = isValidKey(key)
          ? verifyFileSignature(signingKey, { key, exp, download: dl }, sig)
          : 'invalid';
        if (check === 'invalid') throw new HttpError(403, 'This link is not valid.');
        if (check === 'expired') throw new HttpError(403, 'This link has expired. Ask for a new one.');
        const secondsLeft = Math.max(0, exp - Math.floor(Date.now() / 1000));
        if (storage.presignedGet) {
          // A missing file is our 404, not the store's XML error page.
          if (!(await storage.stat(key))) throw notFound('File not found');
          const location = await storage.presignedGet(key, secondsLeft, dl ? { download: dl } : {});
          return reply.header('cache-control', 'private, no-store').redirect(location, 302);
        }
        return sendStoredFile(request, reply, storage, key, {
          // Private: the link is the permission; caches may keep it no longer than the link lives.
          cacheControl: `private, max-age=${secondsLeft}`,
          disposition: dl ? 'attachment' : 'inline',
          ...(dl ? { filename: dl } : {}),
        });
      },
    );
}
