import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { race, statuses } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { type ClientLink, clientsModuleLink } from './client-link.ts';
import { type InvoicingDeps, sendInvoice } from './invoicing.service.ts';

/**
 * Invoice numbers under concurrent sends, on PostgreSQL where the transactions really overlap
 * (PGlite has one connection). Decision 111: the counter row's lock serialises the number, and
 * a rolled-back send gives its number back, so the numbers are exactly 1..N.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'invoice numbers on PostgreSQL',
  () => {
    let t: TestApp;
    let photographer: SignedInUser;

    beforeAll(async () => {
      t = await createTestApp();
      photographer = await signInAs(t.app, 'approvedPhotographer');
    });
    afterAll(async () => {
      t.app.database.pool?.on('error', () => undefined);
      await t.close();
    });

    const createDrafts = async (who: SignedInUser, n: number, email: (i: number) => string) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/invoices',
          headers: who.headers,
          payload: {
            clientName: `Client ${i}`,
            clientEmail: email(i),
            items: [{ description: 'Session', quantity: 1, unitKobo: 1_000_00 }],
          },
        });
        ids.push(res.json().invoice.id);
      }
      return ids;
    };
    const numbersOf = async (photographerId: string) =>
      (
        await t.app.database.query<{ number: string }>(
          `select number from invoices where photographer_id = $1 and number is not null order by number`,
          [photographerId],
        )
      ).map((r) => Number(r.number.split('-')[1]));

    it('200 concurrent sends with 10% forced rollbacks give exactly 1..N', async () => {
      const ids = await createDrafts(photographer, 200, (i) =>
        i % 10 === 3 ? `rollback-${i}@example.test` : `c${i}@example.test`,
      );
      // The forced rollback happens after the number is taken, inside the sending transaction
      // (the client-timeline port is the last step of a send).
      const failing: ClientLink = {
        ...clientsModuleLink,
        async recordEvent(_tx, _p, event) {
          if (event.email.startsWith('rollback-')) throw new Error('forced rollback');
        },
      };
      const deps: InvoicingDeps = {
        db: t.app.db,
        mailer: t.app.mailer,
        storage: t.app.storage,
        log: t.app.log,
        publicUrl: t.config.publicUrl,
        clients: failing,
      };
      let release!: () => void;
      const barrier = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sends = ids.map(async (id) => {
        await barrier;
        return sendInvoice(deps, photographer.id, id);
      });
      release();
      const results = await Promise.allSettled(sends);
      const rejected = results.filter((r) => r.status === 'rejected');
      expect(rejected).toHaveLength(20);
      for (const r of rejected)
        expect(String((r as PromiseRejectedResult).reason)).toContain('forced rollback');
      const numbers = await numbersOf(photographer.id);
      expect(numbers).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
      // The rolled-back invoices are still drafts, without a number.
      const drafts = await t.app.database.query<{ n: number }>(
        `select count(*)::int as n from invoices where photographer_id = $1 and status = 'draft' and number is null`,
        [photographer.id],
      );
      expect(drafts[0]!.n).toBe(20);
    });

    it('the same draft sent twice at once through HTTP gets one number', async () => {
      const other = await signInAs(t.app, 'approvedPhotographer');
      const [id] = await createDrafts(other, 1, () => 'twice@example.test');
      const answers = await race(
        t.app,
        Array.from({ length: 5 }, () => ({
          method: 'POST' as const,
          url: `/api/invoices/${id}/send`,
          headers: other.headers,
        })),
      );
      expect(statuses(answers)).toEqual({ 200: 5 });
      expect(new Set(answers.map((a) => a.json().invoice.number))).toEqual(new Set(['INV-0001']));
      expect(await numbersOf(other.id)).toEqual([1]);
    });
  },
);
