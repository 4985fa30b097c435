import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { generateHistory } from '../../../../tests/report-history.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type {
  FeesReport,
  IncomeReport,
  OwedReport,
  SalesReport,
  VatInvoices,
  VatReport,
} from '../../../shared/report-figures.ts';
import { REPORTS_API } from '../../../shared/reports.ts';

/**
 * Every money figure of the reports against a direct sum over the rows (decision 230): a
 * generated two-year history of 3,000 invoices (instalments, part payments, payments by hand
 * and online, reversals, voids, Paystack and platform fees, refunds processed, pending and
 * failed), and another photographer's history that must never show. The expected figures are
 * computed here in JavaScript from the tables' rows, with Lagos months taken as UTC+1.
 */

const RANGE = { from: '2024-01-01', to: '2025-12-31' };
const LAGOS_MS = 3600_000;
const monthOfInstant = (at: string | Date) =>
  new Date(new Date(at).getTime() + LAGOS_MS).toISOString().slice(0, 7);
const dayText = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
const halfUp = (a: bigint, b: bigint) => (b === 0n ? 0n : (a * 2n + b) / (2n * b));

let t: TestApp;
let ade: SignedInUser;
let other: SignedInUser;
const rows: Record<string, Record<string, unknown>[]> = {};

async function report<T>(path: string, who = ade, query = RANGE): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  ade = await signInAs(t.app, 'approvedPhotographer');
  other = await signInAs(t.app, 'approvedPhotographer');
  const q = (sql: string, params?: unknown[]) => t.app.database.query(sql, params);
  const base = { start: '2024-01-01', days: 730, maxParts: 3 };
  await generateHistory(q, { ...base, photographerId: ade.id, invoices: 3000, prefix: 'ADE' });
  await generateHistory(q, { ...base, photographerId: other.id, invoices: 400, prefix: 'OTH' });
  const id = ade.id;
  rows.invoices = await q('select * from invoices where photographer_id = $1', [id]);
  rows.payments = await q('select * from invoice_payments where photographer_id = $1', [id]);
  rows.online = await q(`select * from online_payments where photographer_id = $1`, [id]);
  rows.refunds = await q(
    `select r.*, o.subject_id from payment_refunds r join online_payments o on o.id = r.online_payment_id
      where o.photographer_id = $1`,
    [id],
  );
  rows.instalments = await q(
    'select s.* from invoice_instalments s join invoices i on i.id = s.invoice_id where i.photographer_id = $1',
    [id],
  );
});

afterAll(async () => {
  await t?.close();
});

const inRange = (day: string) => day >= RANGE.from && day <= RANGE.to;
/** A payment's money received: all of it while it stands; of a reversed one, what was refunded by hand. */
const receivedOf = (p: Record<string, unknown>) =>
  p.reversed_at === null ? Number(p.amount_kobo) : Number(p.refunded_kobo);
const standing = () => rows.payments!.filter((p) => receivedOf(p) > 0 && inRange(dayText(p.paid_on)));
/** Refunds through Paystack (processed) and by hand, each with the instant it happened. */
const processed = (): { subject_id: unknown; amount_kobo: unknown; at: unknown }[] =>
  [
    ...rows
      .refunds!.filter((r) => r.status === 'processed')
      .map((r) => ({ subject_id: r.subject_id, amount_kobo: r.amount_kobo, at: r.settled_at })),
    ...rows
      .payments!.filter((p) => p.reversed_at !== null && Number(p.refunded_kobo) > 0)
      .map((p) => ({ subject_id: p.invoice_id, amount_kobo: p.refunded_kobo, at: p.reversed_at })),
  ].filter((r) => inRange(lagosDate(new Date(r.at as string))));

describe('reports reconcile to the kobo with the rows they come from', () => {
  it('has the history it claims: 3,000 invoices, two years, every kind of payment', () => {
    expect(rows.invoices).toHaveLength(3000);
    expect(rows.payments!.length).toBeGreaterThan(5000);
    expect(rows.payments!.some((p) => p.reversed_at !== null)).toBe(true);
    expect(rows.instalments!.length).toBeGreaterThan(2000);
    expect(new Set(rows.refunds!.map((r) => r.status))).toEqual(new Set(['processed', 'pending', 'failed']));
    expect(
      rows.payments!.filter((p) => p.reversed_at !== null && Number(p.refunded_kobo) > 0).length,
    ).toBeGreaterThan(50);
    expect(rows.invoices!.some((i) => i.status === 'void')).toBe(true);
  });

  it('money received by Lagos month: online, by hand, refunds', async () => {
    const income = await report<IncomeReport>(REPORTS_API.income);
    const online = new Map<string, number>();
    const hand = new Map<string, number>();
    const refunds = new Map<string, number>();
    for (const p of standing())
      add(p.method === 'online' ? online : hand, dayText(p.paid_on).slice(0, 7), receivedOf(p));
    for (const r of processed()) add(refunds, monthOfInstant(r.at as string), Number(r.amount_kobo));
    expect(income.months).toHaveLength(24);
    for (const m of income.months) {
      expect([m.month, m.onlineKobo, m.byHandKobo, m.refundsKobo]).toEqual([
        m.month,
        online.get(m.month) ?? 0,
        hand.get(m.month) ?? 0,
        refunds.get(m.month) ?? 0,
      ]);
      expect(m.netKobo).toBe(m.onlineKobo + m.byHandKobo - m.refundsKobo);
    }
    const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
    expect(income.totals).toEqual({
      onlineKobo: sum(online),
      byHandKobo: sum(hand),
      refundsKobo: sum(refunds),
      netKobo: sum(online) + sum(hand) - sum(refunds),
    });
    expect(income.totals.refundsKobo).toBeGreaterThan(0);
  });

  it('Paystack fees, the platform fee and the net paid out, by the Lagos month paid', async () => {
    const fees = await report<FeesReport>(REPORTS_API.fees);
    const expected = new Map<string, { gross: number; paystack: number; platform: number; n: number }>();
    for (const o of rows.online!) {
      const month = monthOfInstant(o.paid_at as string);
      if (month < '2024-01' || month > '2025-12') continue;
      const e = expected.get(month) ?? { gross: 0, paystack: 0, platform: 0, n: 0 };
      e.gross += Number(o.amount_kobo);
      e.paystack += Number(o.provider_fee_kobo);
      e.platform += Number(o.platform_fee_kobo);
      e.n += 1;
      expected.set(month, e);
    }
    const refunds = new Map<string, number>();
    for (const r of rows.refunds!)
      if (r.status === 'processed' && inRange(lagosDate(new Date(r.settled_at as string))))
        add(refunds, monthOfInstant(r.settled_at as string), Number(r.amount_kobo));
    for (const m of fees.months) {
      const e = expected.get(m.month) ?? { gross: 0, paystack: 0, platform: 0, n: 0 };
      expect([m.payments, m.grossKobo, m.paystackFeeKobo, m.platformFeeKobo, m.refundsKobo]).toEqual([
        e.n,
        e.gross,
        e.paystack,
        e.platform,
        refunds.get(m.month) ?? 0,
      ]);
      expect(m.netKobo).toBe(m.grossKobo - m.paystackFeeKobo - m.platformFeeKobo - m.refundsKobo);
    }
    // Online money received and online payments are the same money, whichever report shows it.
    const income = await report<IncomeReport>(REPORTS_API.income);
    expect(fees.totals.grossKobo).toBe(income.totals.onlineKobo);
  });

  it('buckets at Lagos midnight: a payment at 00:30 on the 1st is the new month, though it is the old one in UTC', () => {
    const edge = rows.online!.find((o) => {
      const at = new Date(o.paid_at as string);
      return at.getUTCHours() === 23 && at.getUTCMinutes() === 30 && lagosDate(at).endsWith('-01');
    });
    expect(edge).toBeDefined();
    const at = new Date(edge!.paid_at as string);
    expect(at.toISOString().slice(0, 7)).not.toBe(monthOfInstant(at));
    const payment = rows.payments!.find((p) => `gen-${p.id}` === edge!.reference);
    expect(dayText(payment!.paid_on)).toBe(lagosDate(at));
  });

  it('output VAT on invoices issued and in money received, by month and quarter, with the invoices behind it', async () => {
    const vat = await report<VatReport>(REPORTS_API.vat);
    const issued = new Map<string, number>();
    const taxable = new Map<string, number>();
    const counted = rows.invoices!.filter(
      (i) => i.number !== null && i.status !== 'void' && inRange(dayText(i.issue_date)),
    );
    for (const i of counted) {
      add(issued, dayText(i.issue_date).slice(0, 7), Number(i.vat_kobo));
      add(taxable, dayText(i.issue_date).slice(0, 7), Number(i.subtotal_kobo) - Number(i.discount_kobo));
    }
    // VAT in payments: each invoice's standing payments oldest first, VAT of the running total.
    const received = new Map<string, number>();
    const byInvoice = new Map(rows.invoices!.map((i) => [i.id as string, i]));
    const ordered = rows
      .payments!.filter((p) => receivedOf(p) > 0)
      .sort(
        (a, b) =>
          dayText(a.paid_on).localeCompare(dayText(b.paid_on)) ||
          new Date(a.created_at as string).getTime() - new Date(b.created_at as string).getTime() ||
          String(a.id).localeCompare(String(b.id)),
      );
    const upto = new Map<string, bigint>();
    for (const p of ordered) {
      const inv = byInvoice.get(p.invoice_id as string)!;
      const total = BigInt(inv.total_kobo as number);
      const vatOn = BigInt(inv.vat_kobo as number);
      const before = upto.get(inv.id as string) ?? 0n;
      const after = before + BigInt(receivedOf(p));
      upto.set(inv.id as string, after);
      if (inv.status === 'void' || vatOn === 0n || !inRange(dayText(p.paid_on))) continue;
      const cap = (x: bigint) => (x < total ? x : total);
      add(
        received,
        dayText(p.paid_on).slice(0, 7),
        Number(halfUp(cap(after) * vatOn, total) - halfUp(cap(before) * vatOn, total)),
      );
    }
    const refunded = new Map<string, number>();
    for (const r of processed()) {
      const inv = byInvoice.get(r.subject_id as string)!;
      if (inv.status === 'void' || Number(inv.vat_kobo) === 0) continue;
      const share = halfUp(
        BigInt(r.amount_kobo as number) * BigInt(inv.vat_kobo as number),
        BigInt(inv.total_kobo as number),
      );
      add(refunded, monthOfInstant(r.at as string), Number(share));
    }
    for (const m of vat.months)
      expect([m.issuedVatKobo, m.issuedTaxableKobo, m.receivedVatKobo, m.refundedVatKobo], m.month).toEqual([
        issued.get(m.month) ?? 0,
        taxable.get(m.month) ?? 0,
        received.get(m.month) ?? 0,
        refunded.get(m.month) ?? 0,
      ]);
    expect(vat.quarters).toHaveLength(8);
    expect(vat.quarters.reduce((s, q) => s + q.issuedVatKobo, 0)).toBe(vat.totals.issuedVatKobo);
    expect(vat.totals.issuedInvoices).toBe(counted.length);
    // The invoices behind one quarter's figure add up to it.
    const q = { from: '2025-04-01', to: '2025-06-30' };
    const behind = await report<VatInvoices>(REPORTS_API.vatInvoices, ade, q);
    const quarter = vat.quarters.find((x) => x.quarter === '2025-Q2')!;
    expect(behind.issued.reduce((s, i) => s + i.vatKobo, 0)).toBe(quarter.issuedVatKobo);
    expect(behind.received.reduce((s, i) => s + i.vatKobo, 0)).toBe(
      quarter.receivedVatKobo - quarter.refundedVatKobo,
    );
  });

  it('a paid invoice’s payments carry exactly its VAT, never a kobo more or less', async () => {
    const all = { from: '2023-12-01', to: '2026-11-30' };
    const behind = await report<VatInvoices>(REPORTS_API.vatInvoices, ade, all);
    const refundedIds = new Set(
      rows.refunds!.filter((r) => r.status === 'processed').map((r) => r.subject_id),
    );
    const paid = rows.invoices!.filter(
      (i) => i.status === 'paid' && !refundedIds.has(i.id) && Number(i.vat_kobo) > 0,
    );
    expect(paid.length).toBeGreaterThan(500);
    const vatOf = new Map(behind.received.map((r) => [r.id, r.vatKobo]));
    for (const i of paid) expect(vatOf.get(i.id as string), String(i.number)).toBe(Number(i.vat_kobo));
  });

  it('what is owed today, by age, adds up to every open invoice’s balance', async () => {
    const owed = await report<OwedReport>(REPORTS_API.owed, ade, {} as typeof RANGE);
    const open = rows.invoices!.filter((i) => i.status === 'sent' || i.status === 'overdue');
    const balance = open.reduce((s, i) => s + Number(i.total_kobo) - Number(i.paid_kobo), 0);
    expect(owed.outstandingKobo).toBe(balance);
    expect(owed.invoices).toBe(open.filter((i) => Number(i.total_kobo) > Number(i.paid_kobo)).length);
    // Each bucket from the parts: the unpaid instalments, or the invoice's balance.
    const today = lagosDate();
    const days = (due: string) => Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000);
    const expected = new Map<string, number>();
    for (const i of open) {
      const parts = rows.instalments!.filter((s) => s.invoice_id === i.id);
      const unpaid = parts.length
        ? parts
            .filter((s) => Number(s.paid_kobo) < Number(s.amount_kobo))
            .map((s) => [dayText(s.due_date), Number(s.amount_kobo) - Number(s.paid_kobo)] as const)
        : [[dayText(i.due_date), Number(i.total_kobo) - Number(i.paid_kobo)] as const];
      for (const [due, amount] of unpaid) {
        const d = days(due);
        add(
          expected,
          d <= 0 ? 'current' : d <= 30 ? '0-30' : d <= 60 ? '31-60' : d <= 90 ? '61-90' : '90+',
          amount,
        );
      }
    }
    for (const b of owed.buckets) expect(b.amountKobo, b.bucket).toBe(expected.get(b.bucket) ?? 0);
    expect(owed.overdueKobo).toBe(balance - (expected.get('current') ?? 0));
    const bucket = await report<{ invoices: { owedKobo: number }[] }>(REPORTS_API.owedInvoices, ade, {
      bucket: '90+',
    } as never);
    expect(bucket.invoices.reduce((s, i) => s + i.owedKobo, 0)).toBe(expected.get('90+'));
  });

  it('income by source and the top clients add up to the money received', async () => {
    const sales = await report<SalesReport>(REPORTS_API.sales);
    const income = await report<IncomeReport>(REPORTS_API.income);
    expect(sales.bySessionType.reduce((s, x) => s + x.amountKobo, 0)).toBe(income.totals.netKobo);
    expect(sales.byCategory.reduce((s, x) => s + x.amountKobo, 0)).toBe(income.totals.netKobo);
    expect(sales.topClients).toHaveLength(10);
    const byClient = new Map<string, number>();
    const byInvoice = new Map(rows.invoices!.map((i) => [i.id as string, i]));
    for (const p of standing())
      add(byClient, String(byInvoice.get(p.invoice_id as string)!.client_email), receivedOf(p));
    for (const r of processed())
      add(byClient, String(byInvoice.get(r.subject_id as string)!.client_email), -Number(r.amount_kobo));
    const best = [...byClient.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
    expect(sales.topClients.map((c) => [c.email, c.amountKobo])).toEqual(best);
  });

  it('another photographer’s history never appears', async () => {
    const mine = await report<IncomeReport>(REPORTS_API.income, other);
    const theirs = await report<IncomeReport>(REPORTS_API.income);
    expect(mine.totals.netKobo).toBeGreaterThan(0);
    expect(mine.totals.netKobo).toBeLessThan(theirs.totals.netKobo / 3);
    const behind = await report<VatInvoices>(REPORTS_API.vatInvoices, other);
    expect(behind.issued.every((i) => i.number?.startsWith('OTH-'))).toBe(true);
  });
});
