/**
 * A generated money history for one photographer, written straight into the tables with SQL
 * (generate_series), for the reports' reconciliation test and their bench: invoices over a span
 * of days (drafts, voids, VAT or not, discounts), a third with a three-part payment schedule,
 * payments by hand and online (some reversed, some refunded by hand in part, some invoices left
 * part paid), each online payment
 * with Paystack's fee and the platform's, refunds (processed, pending, failed) and, for the
 * business reports, sessions. Online payments are paid half an hour after or before a Lagos
 * midnight, so a month bucketed in UTC instead of Lagos time comes out wrong.
 */

export interface HistoryOptions {
  photographerId: string;
  /** First issue date, YYYY-MM-DD. */
  start: string;
  days: number;
  invoices: number;
  /** Each issued invoice is paid in 1 to this many parts. */
  maxParts: number;
  /** Invoice numbers' prefix (unique per photographer). */
  prefix?: string;
  /** Sessions booked, three hours apart from `start`. */
  bookings?: number;
}

type Query = (sql: string, params?: unknown[]) => Promise<unknown[]>;

export async function generateHistory(query: Query, o: HistoryOptions): Promise<void> {
  // Invoices: n % 50 = 0 drafts (no number), n % 20 = 0 void, 70 % with VAT, every 7th discounted.
  await query(
    `insert into invoices (photographer_id, client_name, client_email, number, status, items, vat_enabled,
                           subtotal_kobo, discount_kobo, vat_kobo, total_kobo, issue_date, due_date, voided_at)
     select $1, 'Client ' || (n % 397), 'client' || (n % 397) || '@example.test',
            case when n % 50 = 0 then null else $5 || '-' || lpad(n::text, 5, '0') end,
            case when n % 50 = 0 then 'draft' when n % 20 = 0 then 'void' else 'sent' end,
            jsonb_build_array(jsonb_build_object('description', 'Session', 'quantity', 1, 'unitKobo', sub)),
            vat_on, sub, disc,
            case when vat_on then floor(((sub - disc) * 75 + 500) / 1000) else 0 end,
            sub - disc + case when vat_on then floor(((sub - disc) * 75 + 500) / 1000) else 0 end,
            issue, issue + 14, case when n % 20 = 0 and n % 50 <> 0 then now() end
       from (select n, ($2::date + ((n - 1) * $3::int / $4::int)) as issue,
                    ((n * 7919) % 400000 + 5000)::bigint * 100 as sub,
                    case when n % 7 = 0 then ((n * 7919) % 400000 + 5000)::bigint * 10 else 0 end as disc,
                    (n % 10 < 7) as vat_on
               from generate_series(1, $4::int) n) g`,
    [o.photographerId, o.start, o.days, o.invoices, o.prefix ?? 'GEN'],
  );
  // Payments: part j of k (k = 1 + n % maxParts); every 5th invoice leaves its last part unpaid;
  // method by (n + j) % 4; every 37th is reversed.
  await query(
    `insert into invoice_payments (invoice_id, photographer_id, amount_kobo, method, paid_on, note, reversed_at, reversal_reason)
     select i.id, i.photographer_id,
            floor(i.total_kobo * j / k) - floor(i.total_kobo * (j - 1) / k),
            (array['cash', 'bank_transfer', 'pos', 'online'])[1 + (n + j) % 4],
            i.issue_date + (j - 1) * 23 + n % 11, 'generated',
            case when (n * j) % 37 = 0 and (n + j) % 4 <> 3 then now() end,
            case when (n * j) % 37 = 0 and (n + j) % 4 <> 3 then 'recorded by mistake' end
       from (select i.*, substr(i.number, length($2) + 2)::int as n from invoices i
              where i.photographer_id = $1 and i.number like $2 || '-%') i
      cross join lateral generate_series(1, 1 + i.n % $3::int) j
      cross join lateral (select 1 + i.n % $3::int as k) kk
      where not (i.n % 5 = 0 and j = k and k > 1)`,
    [o.photographerId, o.prefix ?? 'GEN', o.maxParts],
  );
  // Every 29th payment by hand that stands was a third refunded by hand ten days later (a
  // cancelled session): reversed with the part given back, what was kept recorded again.
  await query(
    `with refunded as (
       update invoice_payments p
          set reversed_at = ((p.paid_on + 10)::timestamp + interval '12 hours') at time zone 'Africa/Lagos',
              reversal_reason = 'refunded by hand', refunded_kobo = floor(p.amount_kobo / 3)
        where p.photographer_id = $1 and p.method <> 'online' and p.reversed_at is null and abs(hashtext(p.id::text)) % 29 = 0
        returning p.*)
     insert into invoice_payments (invoice_id, photographer_id, amount_kobo, method, paid_on, note, created_at)
     select invoice_id, photographer_id, amount_kobo - refunded_kobo, method, paid_on, 'kept', now() + interval '1 second'
       from refunded`,
    [o.photographerId],
  );
  // The online ones went through Paystack: fee 1.5 % + ₦100 (at most ₦2,000), platform fee 1 %,
  // paid at 00:30 or 23:30 Lagos time on the day they were recorded.
  await query(
    `insert into online_payments (photographer_id, purpose, subject_id, reference, amount_kobo, platform_fee_kobo,
                                  email, status, mode, authorization_url, provider_fee_kobo, paid_at, channel)
     select p.photographer_id, 'invoice', p.invoice_id, 'gen-' || p.id, p.amount_kobo, floor(p.amount_kobo / 100),
            'payer@example.test', 'succeeded', 'test', 'https://checkout.example/gen',
            least(200000, floor(p.amount_kobo * 15 / 1000) + 10000),
            (p.paid_on::timestamp + case when extract(day from p.paid_on)::int % 2 = 0 or extract(day from p.paid_on) = 1
                                         then interval '30 minutes' else interval '23 hours 30 minutes' end)
              at time zone 'Africa/Lagos',
            'card'
       from invoice_payments p where p.photographer_id = $1 and p.method = 'online'`,
    [o.photographerId],
  );
  // Refunds of every 6th online payment: half, settled 40 days later at 00:15 Lagos time; some
  // pending or failed (they change nothing).
  await query(
    `insert into payment_refunds (online_payment_id, amount_kobo, reason, status, created_at, settled_at)
     select o.id, floor(o.amount_kobo / 2), 'generated',
            (array['processed', 'processed', 'processed', 'pending', 'failed'])[1 + (row_number() over (order by o.reference))::int % 5],
            o.paid_at + interval '39 days',
            ((o.paid_at at time zone 'Africa/Lagos')::date + 40)::timestamp at time zone 'Africa/Lagos' + interval '15 minutes'
       from online_payments o
      where o.photographer_id = $1 and o.status = 'succeeded' and abs(hashtext(o.reference)) % 6 = 0`,
    [o.photographerId],
  );
  await settleInvoices(query, o.photographerId);
  if (o.bookings) await generateBookings(query, o.photographerId, o.start, o.bookings);
}

/** Each invoice's paid money, status and schedule follow its payments and refunds. */
async function settleInvoices(query: Query, photographerId: string) {
  await query(
    `update invoices i set paid_kobo = x.paid,
            status = case when i.status in ('void', 'draft') then i.status
                          when x.paid >= i.total_kobo then 'paid'
                          when i.due_date < current_date then 'overdue' else 'sent' end,
            paid_at = case when i.status not in ('void', 'draft') and x.paid >= i.total_kobo then now() end
       from (select i.id,
                    coalesce((select sum(p.amount_kobo) from invoice_payments p
                               where p.invoice_id = i.id and p.reversed_at is null), 0)
                  - coalesce((select sum(r.amount_kobo) from payment_refunds r join online_payments o on o.id = r.online_payment_id
                               where o.subject_id = i.id and r.status = 'processed'), 0) as paid
               from invoices i where i.photographer_id = $1) x
      where x.id = i.id`,
    [photographerId],
  );
  // A third of the issued invoices have a deposit, a second part and a balance, 30 days apart.
  await query(
    `insert into invoice_instalments (invoice_id, position, label, amount_kobo, due_date, paid_kobo)
     select i.id, s, '', floor(i.total_kobo * s / 3) - floor(i.total_kobo * (s - 1) / 3),
            i.issue_date + (s - 1) * 30,
            least(floor(i.total_kobo * s / 3) - floor(i.total_kobo * (s - 1) / 3),
                  greatest(0, i.paid_kobo - floor(i.total_kobo * (s - 1) / 3)))
       from invoices i cross join generate_series(1, 3) s
      where i.photographer_id = $1 and i.number is not null and abs(hashtext(i.number)) % 3 = 0`,
    [photographerId],
  );
}

/** Sessions three hours apart, of the photographer's session types, in every status. */
async function generateBookings(query: Query, photographerId: string, start: string, count: number) {
  await query(
    `insert into bookings (photographer_id, type_name, client_name, client_email, starts_at, ends_at,
                           blocked_from, blocked_until, time_zone, status, price_kobo)
     select $1, (array['Portrait Session', 'Wedding Package', 'Family Session'])[1 + n % 3],
            'Client ' || (n % 397), 'client' || (n % 397) || '@example.test',
            t, t + interval '1 hour', t, t + interval '1 hour', 'Africa/Lagos',
            (array['pending', 'confirmed', 'completed', 'cancelled'])[1 + n % 4], 1500000
       from (select n, ($2::date::timestamp + n * interval '3 hours') at time zone 'Africa/Lagos' as t
               from generate_series(1, $3::int) n) g`,
    [photographerId, start, count],
  );
}
