import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localFileStorage } from '../lib/uploads/local-storage.ts';
import { registerSignedFilesRoute } from '../lib/uploads/signed-files-route.ts';
import type { FileStorage } from '../lib/uploads/storage.ts';
import { watchedStorage } from '../lib/uploads/storage-full.ts';
import type { StorageConfig } from '../lib/uploads/storage-url.ts';
import { loadAuthSecret } from '../modules/accounts/auth-secret.ts';

export interface StoragePluginOptions {
  dataDir: string;
  authSecret: string | undefined;
  /** From STORAGE_URL; the local folder when absent. */
  storage?: StorageConfig;
}

/**
 * File storage for the whole app (`app.storage`): the local folder DATA_DIR/uploads, or an
 * S3-compatible bucket with STORAGE_URL. Also serves signed links (`/files/<key>?exp&sig`),
 * whose key is derived from the auth secret (HKDF, its own purpose), so every instance signs
 * alike and no new setting is needed.
 */
export const storagePlugin = fp(async (app: FastifyInstance, opts: StoragePluginOptions) => {
  const authSecret = await loadAuthSecret(app.db, opts.authSecret);
  const signingKey = Buffer.from(hkdfSync('sha256', authSecret, 'aworan', 'signed file urls', 32));
  let storage: FileStorage;
  if (opts.storage?.driver === 's3') {
    // Loaded only when used: the AWS SDK is a large module graph to read at every start.
    const { s3FileStorage } = await import('../lib/uploads/s3-storage.ts');
    const s3 = s3FileStorage(opts.storage, signingKey);
    app.addHook('onClose', async () => s3.destroy());
    storage = s3;
  } else {
    storage = localFileStorage(path.join(opts.dataDir, 'uploads'), signingKey);
  }
  // Writes the storage refuses (a full disk or bucket) answer 507 and are told to whoever
  // listens: the admin module's alert (decision 194).
  const refusedListeners: ((reason: string) => Promise<void> | void)[] = [];
  const writtenListeners: (() => void)[] = [];
  const watched = watchedStorage(storage, {
    refused: async (reason) => {
      for (const listener of refusedListeners) await listener(reason);
    },
    written: () => {
      for (const listener of writtenListeners) listener();
    },
  });
  app.decorate('storage', watched);
  app.decorate('storageEvents', {
    onRefused: (listener) => refusedListeners.push(listener),
    onWritten: (listener) => writtenListeners.push(listener),
  } satisfies StorageEvents);
  registerSignedFilesRoute(app, watched, signingKey);
});

/** Who hears about the storage's refusals and recoveries. */
export interface StorageEvents {
  onRefused(listener: (reason: string) => Promise<void> | void): void;
  onWritten(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    storageEvents: StorageEvents;
  }
}
