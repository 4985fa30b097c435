import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { allAtOnce, race, statuses } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { INVOICING_API } from '../../../shared/invoicing.ts';
import { type ClientLink, clientsModuleLink } from './client-link.ts';
import { invoicingDeps, recordPayment } from './invoicing.service.ts';

/**
 * Receipt numbers under payments that race, on PostgreSQL where the transactions really overlap
 * (decision 201, on decision 111's counter row): unique, gap-free, and a payment that rolls back
 * gives its number back.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'receipt numbers on PostgreSQL',
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      t.app.database.pool?.on('error', () => undefined);
      await t.close();
    });

    /** `n` sent invoices of ₦1,000 each (no VAT) to `email(i)`. */
    const sendInvoices = async (who: SignedInUser, n: number, email: (i: number) => string) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${INVOICING_API.invoices}?send=true`,
          headers: who.headers,
          payload: {
            clientName: `Client ${i}`,
            clientEmail: email(i),
            vatEnabled: false,
            items: [{ description: 'Session', quantity: 1, unitKobo: 1_000_00 }],
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().invoice.id);
      }
      return ids;
    };
    const receiptNumbers = async (photographerId: string) =>
      (
        await t.app.database.query<{ receipt_number: string }>(
          'select receipt_number from invoice_payments where photographer_id = $1 order by receipt_number',
          [photographerId],
        )
      ).map((r) => Number(r.receipt_number.split('-')[1]));

    it('two payments of one invoice and payments of others at once: every receipt its own number, 1..N', async () => {
      const ade = await signInAs(t.app, 'approvedPhotographer');
      const ids = await sendInvoices(ade, 6, (i) => `c${i}@example.test`);
      // The first invoice paid in two halves at the same moment, the others whole, all together.
      const payments = [
        { id: ids[0]!, amountKobo: 500_00 },
        { id: ids[0]!, amountKobo: 500_00 },
        ...ids.slice(1).map((id) => ({ id, amountKobo: 1_000_00 })),
      ];
      const answers = await race(
        t.app,
        payments.map((p) => ({
          method: 'POST' as const,
          url: INVOICING_API.payments(p.id),
          headers: ade.headers,
          payload: { amountKobo: p.amountKobo, method: 'bank_transfer' },
        })),
      );
      expect(statuses(answers)).toEqual({ 201: 7 });
      expect(await receiptNumbers(ade.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const first = await t.app.inject({
        method: 'GET',
        url: INVOICING_API.invoice(ids[0]!),
        headers: ade.headers,
      });
      expect(first.json().invoice).toMatchObject({ status: 'paid', paidKobo: 1_000_00 });
      // One email per receipt, each with its own number.
      const [emails] = await t.app.database.query<{ n: number }>(
        `select count(distinct subject)::int as n from notification_outbox where template = 'invoice-receipt' and meta->>'invoiceId' = any($1)`,
        [ids],
      );
      expect(emails!.n).toBe(7);
    });

    it('60 concurrent payments with a quarter forced to roll back leave exactly 1..45', async () => {
      const ade = await signInAs(t.app, 'approvedPhotographer');
      const ids = await sendInvoices(ade, 60, (i) =>
        i % 4 === 1 ? `rollback-${i}@example.test` : `p${i}@example.test`,
      );
      // The forced rollback comes after the receipt number was taken (the client timeline is
      // written after the payment row).
      const failing: ClientLink = {
        ...clientsModuleLink,
        async recordEvent(tx, photographerId, event) {
          if (event.kind === 'payment' && event.email.startsWith('rollback-'))
            throw new Error('forced rollback');
          await clientsModuleLink.recordEvent(tx, photographerId, event);
        },
      };
      const deps = invoicingDeps(t.app, t.config.publicUrl, { clients: failing });
      const results = await allAtOnce(
        ids.map((id) => () => recordPayment(deps, ade.id, id, { amountKobo: 1_000_00, method: 'cash' })),
      );
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(15);
      expect(await receiptNumbers(ade.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    });
  },
);
