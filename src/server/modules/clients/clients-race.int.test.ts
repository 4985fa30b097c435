import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { closeTestApp } from '../../../../tests/marketplace-helpers.ts';
import { race, statuses } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { CLIENT_MESSAGES, CLIENTS_API } from '../../../shared/clients.ts';

/** On PostgreSQL, where requests really overlap: the unique index on lower(email) settles it. */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'clients races on PostgreSQL',
  () => {
    let t: TestApp;
    let photographer: SignedInUser;
    beforeAll(async () => {
      t = await createTestApp();
      photographer = await signInAs(t.app, 'approvedPhotographer');
    });
    afterAll(() => closeTestApp(t));

    it('two creates of the same email at once: one client, the other a clear 409', async () => {
      const answers = await race(
        t.app,
        ['Same@Example.ng', 'same@example.NG'].map((email) => ({
          method: 'POST' as const,
          url: CLIENTS_API.list,
          headers: photographer.headers,
          payload: { name: 'Same Person', email },
        })),
      );
      expect(statuses(answers)).toEqual({ 201: 1, 409: 1 });
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(CLIENT_MESSAGES.duplicateEmail);
      const rows = await t.app.database.query<{ n: number }>(
        'select count(*)::int as n from clients where photographer_id = $1',
        [photographer.id],
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('an import and a create of the same email at once: never two clients', async () => {
      const answers = await race(t.app, [
        {
          method: 'POST',
          url: CLIENTS_API.importConfirm,
          headers: photographer.headers,
          payload: { csv: 'Name,Email\nRace Person,race@example.ng\nOther,other.race@example.ng' },
        },
        {
          method: 'POST',
          url: CLIENTS_API.list,
          headers: photographer.headers,
          payload: { name: 'Race', email: 'RACE@example.ng' },
        },
      ]);
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
      const rows = await t.app.database.query<{ n: number }>(
        `select count(*)::int as n from clients where photographer_id = $1 and lower(email) = 'race@example.ng'`,
        [photographer.id],
      );
      expect(rows[0]!.n).toBe(1);
    });
  },
);
