import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { localFileStorage } from '../lib/uploads/local-storage.ts';
import { sendStoredFile } from '../lib/uploads/serve-file.ts';
import { SIGNED_FILES_PREFIX, verifyFileSignature } from '../lib/uploads/signed-url.ts';
import type { FileStorage } from '../lib/uploads/storage.ts';
import { isValidKey } from '../lib/uploads/storage.ts';
import { loadAuthSecret } from '../modules/accounts/auth-secret.ts';

export interface StoragePluginOptions {
  dataDir: string;
  authSecret: string | undefined;
}

const signedQuery = z.object({
  exp: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(2 ** 40),
  sig: z.string().max(100),
  dl: z.string().max(200).optional(),
});

/**
 * File storage for the whole app (`app.storage`): the local folder DATA_DIR/uploads today, an
 * S3-compatible store later. Also serves signed links (`/files/<key>?exp&sig`), whose key is
 * derived from the auth secret (HKDF, its own purpose), so every instance signs alike and no
 * new setting is needed.
 */
export const storagePlugin = fp(async (app: FastifyInstance, opts: StoragePluginOptions) => {
  const authSecret = await loadAuthSecret(app.db, opts.authSecret);
  const signingKey = Buffer.from(hkdfSync('sha256', authSecret, 'aworan', 'signed file urls', 32));
  const storage = localFileStorage(path.join(opts.dataDir, 'uploads'), signingKey);
  app.decorate('storage', storage);

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
        return sendStoredFile(request, reply, storage, key, {
          // Private: the link is the permission; caches may keep it no longer than the link lives.
          cacheControl: `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`,
          disposition: dl ? 'attachment' : 'inline',
          ...(dl ? { filename: dl } : {}),
        });
      },
    );
});

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}
