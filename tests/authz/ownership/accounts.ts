import { randomBytes } from 'node:crypto';
import { authVerifications } from '../../../src/server/db/schema/accounts.ts';
import { sessionCookieFor } from '../../auth-helpers.ts';
import type { OwnershipTable } from './rules.ts';

export const accountsOwnership: OwnershipTable = {
  'DELETE /api/accounts/sessions/:id': {
    level: 'owned',
    owner: 'customer',
    // A second session of the owner's (the current one is the caller's own).
    create: async (app, owner) => {
      // Found by its token: two sessions made in the same millisecond tie on created_at.
      const cookie = await sessionCookieFor(app, owner.id);
      const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0];
      const [row] = await app.database.query<{ id: string }>(
        'select id from auth_sessions where token = $1',
        [token],
      );
      return { id: row!.id };
    },
    refusals: { otherCustomer: 404, otherPhotographer: 404, superAdmin: 404, anonymous: 401 },
    ownerStatus: 200,
  },
  'GET /api/auth/reset-password/:token': {
    level: 'token',
    query: '?callbackURL=/reset-password',
    create: async (app, { expired }) => {
      const token = randomBytes(16).toString('hex');
      const [user] = await app.database.query<{ id: string }>('select id from users limit 1');
      await app.db.insert(authVerifications).values({
        identifier: `reset-password:${token}`,
        value: user!.id,
        expiresAt: new Date(Date.now() + (expired ? -60_000 : 30 * 60_000)),
      });
      return { token };
    },
    granted: (res) => res.statusCode === 302 && !String(res.headers.location).includes('error='),
  },
  'GET /api/auth/callback/:id': { level: 'not-an-object', why: 'the sign-in provider (google, facebook)' },
  'POST /api/auth/callback/:id': { level: 'not-an-object', why: 'the sign-in provider (google, facebook)' },
};
