import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { attachPublicCache, type PublicCache } from '../lib/public-cache.ts';

/**
 * Makes the database reachable from routes, gives it the public data cache (told of edits on
 * every instance through the database, decision 096), and closes both last when the app stops.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; owned: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    const publicCache = await attachPublicCache(opts.database, app.log);
    app.decorate('publicCache', publicCache.cache);
    app.addHook('onClose', async () => {
      await publicCache.close();
      if (opts.owned) await opts.database.close();
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    publicCache: PublicCache;
  }
}
