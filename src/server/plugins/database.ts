import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

/** Makes the database reachable from routes and closes it last when the app stops. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; owned: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.owned) app.addHook('onClose', () => opts.database.close());
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}
