import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';

/**
 * The VAT in each payment, kept by the database (decision 270): the shares follow payments added,
 * reversed and refunded by hand, and an invoice's total, VAT or voiding, on the rule of decision
 * 230 (oldest first, VAT of the running total half up, capped at the total).
 */

let t: TestApp;
let ade: SignedInUser;

const q = (sql: string, params?: unknown[]) => t.app.database.query(sql, params);

/** A sent invoice of ₦1,000 + ₦75 VAT (107,500 kobo), with its id. */
async function invoice(number: string): Promise<string> {
  const [row] = await q(
    `insert into invoices (photographer_id, client_name, client_email, number, status, items, vat_enabled,
                           subtotal_kobo, vat_kobo, total_kobo, issue_date, due_date)
     values ($1, 'Bisi', 'bisi@example.test', $2, 'sent', '[]', true, 100000, 7500, 107500, '2026-12-01', '2026-12-15')
     returning id`,
    [ade.id, number],
  );
  return row!.id as string;
}

const pay = (invoiceId: string, amount: number, paidOn: string) =>
  q(
    `insert into invoice_payments (invoice_id, photographer_id, amount_kobo, method, paid_on)
     values ($1, $2, $3, 'transfer', $4) returning id`,
    [invoiceId, ade.id, amount, paidOn],
  ).then((rows) => rows[0]!.id as string);

/** Each share of an invoice, oldest payment first: [amount, VAT]. */
const shares = async (invoiceId: string) =>
  (
    await q(
      'select amount_kobo, vat_kobo from derived.payment_vat_shares where invoice_id = $1 order by paid_on, amount_kobo',
      [invoiceId],
    )
  ).map((r) => [Number(r.amount_kobo), Number(r.vat_kobo)]);

beforeAll(async () => {
  t = await createTestApp();
  ade = await signInAs(t.app, 'approvedPhotographer');
});

afterAll(async () => {
  await t?.close();
});

describe('the VAT in each payment, kept by the database', () => {
  it('follows the running total: parts carry the VAT of what they bring it to, money past the total none', async () => {
    const id = await invoice('VAT-1');
    await pay(id, 33_333, '2026-12-02');
    expect(await shares(id)).toEqual([[33_333, 2326]]); // 33,333 × 7,500 / 107,500 = 2,325.56 → 2,326
    await pay(id, 74_167, '2026-12-03');
    await pay(id, 5_000, '2026-12-04'); // past the total: no VAT
    expect(await shares(id)).toEqual([
      [33_333, 2326],
      [74_167, 5174], // brings it to the total: 7,500 − 2,326
      [5_000, 0],
    ]);
  });

  it('a reversal takes its share away, and the later payments carry the VAT again; a refund by hand keeps what came in', async () => {
    const id = await invoice('VAT-2');
    const first = await pay(id, 50_000, '2026-12-02');
    await pay(id, 57_500, '2026-12-03');
    await q(
      `update invoice_payments set reversed_at = now(), reversal_reason = 'Typed twice' where id = $1`,
      [first],
    );
    expect(await shares(id)).toEqual([[57_500, 4012]]); // 57,500 × 7,500 / 107,500 = 4,011.6 → 4,012
    const second = (
      await q('select id from invoice_payments where invoice_id = $1 and reversed_at is null', [id])
    )[0]!.id as string;
    await q(
      `update invoice_payments set reversed_at = now(), reversal_reason = 'Refunded', refunded_kobo = 57500 where id = $1`,
      [second],
    );
    expect(await shares(id)).toEqual([[57_500, 4012]]);
  });

  it('an invoice voided carries no VAT; its total changed, the shares are redone', async () => {
    const id = await invoice('VAT-3');
    await pay(id, 107_500, '2026-12-02');
    expect(await shares(id)).toEqual([[107_500, 7500]]);
    await q(`update invoices set status = 'void', voided_at = now() where id = $1`, [id]);
    expect(await shares(id)).toEqual([]);
    await q(
      `update invoices set status = 'sent', voided_at = null, vat_kobo = 15000, total_kobo = 115000 where id = $1`,
      [id],
    );
    expect(await shares(id)).toEqual([[107_500, 14022]]); // 107,500 × 15,000 / 115,000 = 14,021.7 → 14,022
  });

  it('another photographer’s payments never mix in', async () => {
    const other = await signInAs(t.app, 'approvedPhotographer');
    const id = await invoice('VAT-4');
    await pay(id, 107_500, '2026-12-02');
    const rows = await q('select photographer_id from derived.payment_vat_shares where invoice_id = $1', [
      id,
    ]);
    expect(rows.map((r) => r.photographer_id)).toEqual([ade.id]);
    expect(
      await q('select 1 from derived.payment_vat_shares where photographer_id = $1', [other.id]),
    ).toEqual([]);
  });
});

describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'two payments on one invoice at once (PostgreSQL)',
  () => {
    it('the second transaction waits for the first and counts its payment', async () => {
      const id = await invoice('VAT-RACE');
      const a = new pg.Client({ connectionString: t.db.url });
      const b = new pg.Client({ connectionString: t.db.url });
      await Promise.all([a.connect(), b.connect()]);
      try {
        const insert = (c: pg.Client, amount: number, day: string) =>
          c.query(
            `insert into invoice_payments (invoice_id, photographer_id, amount_kobo, method, paid_on)
             values ($1, $2, $3, 'cash', $4)`,
            [id, ade.id, amount, day],
          );
        await a.query('begin');
        await b.query('begin');
        await insert(a, 100_000, '2026-12-02');
        // b's refresh waits on the invoice a locked; without that lock it would not see a's payment.
        const bDone = insert(b, 50_000, '2026-12-03').then(() => b.query('commit'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await a.query('commit');
        await bDone;
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      const all = await shares(id);
      expect(all).toEqual([
        [100_000, 6977], // 100,000 × 7,500 / 107,500 = 6,976.7
        [50_000, 523], // only the 7,500 left: b counted a's payment (alone it would carry 3,488)
      ]);
    });
  },
);
