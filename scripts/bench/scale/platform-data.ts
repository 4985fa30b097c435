/**
 * A generated platform for the scale bench and the EXPLAIN test: photographers with profiles,
 * listings, packages, a session type and weekly hours; their clients, galleries of photos,
 * invoices (a payment on each paid one) and bookings, spread evenly over the photographers.
 * Written in SQL with generate_series (millions of rows in minutes, not through the HTTP API).
 * Row ids are md5-derived uuids, so a row can name another without a join. Foreign-key and
 * counting triggers are off while loading (session_replication_role = replica): the derived
 * tables they keep (client counts, VAT shares) are filled here, and the secondary indexes of
 * the big tables are dropped first and built once the rows are in, as a bulk load should be.
 */

export interface PlatformSize {
  photographers: number;
  clients: number;
  galleriesPerPhotographer: number;
  photos: number;
  invoices: number;
  bookings: number;
}

export const PLATFORM_AT_SCALE: PlatformSize = {
  photographers: 1000,
  clients: 1_000_000,
  galleriesPerPhotographer: 25,
  photos: 5_000_000,
  invoices: 2_000_000,
  bookings: 500_000,
};

/** The tables the platform's size lives in: their secondary indexes are built after loading. */
export const BIG_TABLES = [
  'clients',
  'galleries',
  'gallery_photos',
  'invoices',
  'invoice_payments',
  'bookings',
] as const;

export type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** The cities and categories the directory filters on; photographer n gets one of each in turn. */
export const SCALE_CITIES = [
  'Lagos',
  'Abuja',
  'Port Harcourt',
  'Ibadan',
  'Enugu',
  'Kano',
  'Benin City',
  'Jos',
];
export const SCALE_CATEGORIES = ['portrait', 'wedding', 'events', 'family', 'commercial', 'cultural'];

const FIRST = `array['Adaeze','Bayo','Chidi','Dayo','Emeka','Funke','Gbenga','Halima','Ifeoma','Kemi','Tunde','Zainab']`;
const LAST = `array['Okafor','Adeyemi','Obi','Bello','Eze','Musa','Balogun','Nwosu','Ibrahim','Ogunleye']`;
/** A deterministic uuid for row i of a kind of photographer n, shaped as a v4 (the API checks). */
const uid = (kind: string, n: string, i: string) =>
  `overlay(overlay(md5('${kind}-' || ${n} || '-' || ${i}) placing '4' from 13) placing '8' from 17)::uuid`;
const clientName = (i: string) =>
  `(${FIRST})[1 + ${i} % 12] || ' ' || (${LAST})[1 + (${i} * 7) % 10] || ' ' || ${i}`;
const clientEmail = (n: string, i: string) => `'client' || ${i} || '.p' || ${n} || '@example.ng'`;
const clientPhone = (i: string) => `'+234803' || lpad(${i}::text, 7, '0')`;

function statements(size: PlatformSize): string[] {
  const p = size.photographers;
  const perClients = Math.max(1, Math.floor(size.clients / p));
  const perGallery = Math.max(1, Math.floor(size.photos / p / size.galleriesPerPhotographer));
  const perInvoices = Math.max(1, Math.floor(size.invoices / p));
  const perBookings = Math.max(1, Math.floor(size.bookings / p));
  const cities = `array[${SCALE_CITIES.map((c) => `'${c}'`).join(',')}]`;
  const categories = `array[${SCALE_CATEGORIES.map((c) => `'${c}'`).join(',')}]`;
  const invoiceId = uid('inv', 's.n', 'i');
  // Invoice i of a photographer: status by i % 10 (1 draft, 5 paid, 2 sent, 1 overdue, 1 void).
  const status = `(array['draft','paid','paid','paid','paid','paid','sent','sent','overdue','void'])[1 + i % 10]`;
  return [
    // Photographer 1 is the one the caller signed in as; the others are created here.
    `insert into users (id, name, email, email_verified, first_name, last_name, role, is_approved)
     select ${uid('user', 'n', '0')}, 'Studio ' || n || ' Owner', 'photographer' || n || '@scale.example', true,
            'Owner', 'Studio ' || n, 'photographer', true
       from generate_series(2, ${p}) n`,
    `create temp table scale_p (n int primary key, id uuid not null)`,
    `insert into scale_p select 1, $1::uuid union all select n, ${uid('user', 'n', '0')} from generate_series(2, ${p}) n`,
    `insert into photographer_profiles (user_id, business_name, slug, city, phone, bio)
     select id, 'Studio ' || n, 'studio-' || n, (${cities})[1 + n % ${SCALE_CITIES.length}],
            '+2348030000000', 'Weddings, portraits and events across Nigeria.'
       from scale_p on conflict (user_id) do nothing`,
    `insert into marketplace_listings (user_id, categories)
     select id, array[(${categories})[1 + n % ${SCALE_CATEGORIES.length}], (${categories})[1 + (n / 7) % ${SCALE_CATEGORIES.length}]]
       from scale_p on conflict (user_id) do nothing`,
    `insert into marketplace_packages (user_id, name, price_kobo, sort_order)
     select id, 'Package ' || k, (50000 + (n * 37 % 400) * 1000 + k * 100000)::bigint * 100, k
       from scale_p cross join generate_series(1, 2) k`,
    `insert into session_types (id, photographer_id, name, duration_minutes, price_kobo, deposit_percent, buffer_minutes, category)
     select ${uid('type', 'n', '0')}, id, 'Portrait session', 60, 5000000, 0, 30, 'portrait' from scale_p`,
    `insert into scheduling_settings (photographer_id, weekly_hours, min_notice_hours, horizon_days, feed_token)
     select id, '[[],[{"start":"09:00","end":"17:00"}],[{"start":"09:00","end":"17:00"}],[{"start":"09:00","end":"17:00"}],[{"start":"09:00","end":"17:00"}],[{"start":"09:00","end":"17:00"}],[]]'::jsonb,
            24, 365, md5('feed-' || n) from scale_p on conflict (photographer_id) do nothing`,
    `insert into invoice_settings (photographer_id, business_name, last_invoice_number, last_receipt_number)
     select id, 'Studio ' || n, ${perInvoices}, ${perInvoices} from scale_p on conflict (photographer_id) do nothing`,
    `insert into clients (id, photographer_id, name, email, phone, status, source, last_contact_at, search_text, created_at)
     select ${uid('client', 's.n', 'i')}, s.id, ${clientName('i')}, ${clientEmail('s.n', 'i')}, ${clientPhone('i')},
            (array['lead','active','inactive'])[1 + i % 3], 'import', now() - i * interval '37 minutes',
            lower(${clientName('i')}) || ' ' || ${clientEmail('s.n', 'i')} || ' 234803' || lpad(i::text, 7, '0') || ' 0803' || lpad(i::text, 7, '0'),
            now() - i * interval '41 minutes'
       from scale_p s cross join generate_series(1, ${perClients}) i`,
    `insert into derived.client_counts (photographer_id, status, n)
     select photographer_id, status, count(*) from clients group by 1, 2
     on conflict (photographer_id, status) do update set n = excluded.n`,
    `insert into galleries (id, photographer_id, name, client_email, shared_at, created_at)
     select ${uid('gallery', 's.n', 'g')}, s.id, 'Wedding ' || g, ${clientEmail('s.n', 'g')},
            now() - g * interval '9 days', now() - g * interval '9 days'
       from scale_p s cross join generate_series(1, ${size.galleriesPerPhotographer}) g`,
    `insert into gallery_photos (gallery_id, photographer_id, filename, content_hash, size_bytes, chunk_count,
                                 state, mime, width, height, thumbhash, captured_at, created_at)
     select ${uid('gallery', 's.n', 'g')}, s.id, 'IMG_' || lpad(i::text, 4, '0') || '.jpg', md5(s.n || '-' || g || '-' || i),
            4000000 + i, 1, 'ready', 'image/jpeg', 6000, 4000, substr(md5(i::text), 1, 28),
            now() - g * interval '9 days' + i * interval '40 seconds', now() - g * interval '9 days'
       from scale_p s cross join generate_series(1, ${size.galleriesPerPhotographer}) g
       cross join generate_series(1, ${perGallery}) i`,
    `insert into invoices (id, photographer_id, client_id, client_name, client_email, client_phone, number, status,
                           items, vat_enabled, subtotal_kobo, vat_kobo, total_kobo, paid_kobo, issue_date, due_date,
                           token, sent_at, paid_at, voided_at, created_at)
     select ${invoiceId}, s.id, ${uid('client', 's.n', `(1 + i % ${perClients})`)},
            ${clientName(`(1 + i % ${perClients})`)}, ${clientEmail('s.n', `(1 + i % ${perClients})`)},
            ${clientPhone(`(1 + i % ${perClients})`)},
            case when i % 10 = 0 then null else 'INV-' || lpad(i::text, 5, '0') end, st,
            jsonb_build_array(jsonb_build_object('description', 'Photography session', 'quantity', 1, 'unitKobo', amount)),
            true, amount, amount * 75 / 1000, amount + amount * 75 / 1000,
            case when st = 'paid' then amount + amount * 75 / 1000 else 0 end,
            issued, issued + 14,
            case when i % 10 = 0 then null else md5('token-' || s.n || '-' || i) end,
            case when i % 10 = 0 then null else issued::timestamptz + interval '1 hour' end,
            case when st = 'paid' then issued::timestamptz + interval '3 days' end,
            case when st = 'void' then issued::timestamptz + interval '2 days' end,
            issued::timestamptz
       from scale_p s cross join generate_series(1, ${perInvoices}) i
       cross join lateral (select ${status} as st, (current_date - (i * 730 / ${perInvoices}))::date as issued,
                                  (40000 + i % 50 * 5000)::bigint * 100 as amount) v`,
    `insert into invoice_payments (id, invoice_id, photographer_id, amount_kobo, method, paid_on, receipt_number,
                                   balance_after_kobo, created_at)
     select ${uid('payment', 'i.photographer_id', 'i.id')}, i.id, i.photographer_id, i.total_kobo, 'bank_transfer',
            i.issue_date + 3, 'RCT-' || i.number, 0, i.paid_at
       from invoices i where i.status = 'paid'`,
    // A whole payment carries the invoice's whole VAT (decision 270's rule with one payment).
    `insert into derived.payment_vat_shares (payment_id, invoice_id, photographer_id, paid_on, amount_kobo, vat_kobo)
     select p.id, p.invoice_id, p.photographer_id, p.paid_on, p.amount_kobo, i.vat_kobo
       from invoice_payments p join invoices i on i.id = p.invoice_id`,
    // One booking a day per photographer, half of them behind today and half ahead, at 10:00 Lagos.
    `insert into bookings (id, photographer_id, session_type_id, type_name, client_id, client_name, client_email,
                           starts_at, ends_at, blocked_from, blocked_until, time_zone, status, price_kobo, manage_token, created_at)
     select ${uid('booking', 's.n', 'i')}, s.id, ${uid('type', 's.n', '0')}, 'Portrait session',
            ${uid('client', 's.n', `(1 + i % ${perClients})`)}, ${clientName(`(1 + i % ${perClients})`)},
            ${clientEmail('s.n', `(1 + i % ${perClients})`)},
            starts, starts + interval '1 hour', starts, starts + interval '90 minutes', 'Africa/Lagos',
            case when i % 10 = 0 then 'cancelled' else 'confirmed' end, 5000000,
            md5('manage-' || s.n || '-' || i) || md5('m-' || s.n || '-' || i), starts - interval '20 days'
       from scale_p s cross join generate_series(1, ${perBookings}) i
       cross join lateral (select ((current_date - ${Math.floor(perBookings / 2)} + i)::text || ' 10:00 Africa/Lagos')::timestamptz as starts) v`,
  ];
}

/** The secondary indexes of the big tables (not those behind a constraint), to rebuild after the load. */
async function secondaryIndexes(query: Query) {
  const rows = await query(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = any($1::text[])
        and indexname not in (select conname from pg_constraint)`,
    [[...BIG_TABLES]],
  );
  return rows.map((r) => ({ name: String(r.indexname), definition: String(r.indexdef) }));
}

export interface LoadFigures {
  loadSeconds: number;
  indexSeconds: number;
  analyzeSeconds: number;
}

/**
 * Loads a platform of `size` around the signed-in photographer `firstPhotographerId`. `query`
 * must run every statement on one connection (a temporary table and a session setting span them).
 */
export async function generatePlatform(
  query: Query,
  firstPhotographerId: string,
  size: PlatformSize,
  onStep: (label: string) => void = () => {},
): Promise<LoadFigures> {
  const indexes = await secondaryIndexes(query);
  const started = performance.now();
  for (const index of indexes) await query(`drop index "${index.name}"`);
  await query(`set session_replication_role = replica`);
  try {
    for (const [i, statement] of statements(size).entries()) {
      onStep(`step ${i + 1}: ${statement.trim().split('\n')[0]!.slice(0, 70)}`);
      await query(statement, statement.includes('$1') ? [firstPhotographerId] : undefined);
    }
  } finally {
    await query(`set session_replication_role = origin`);
    await query(`drop table if exists scale_p`);
  }
  const loaded = performance.now();
  for (const index of indexes) {
    onStep(`index ${index.name}`);
    await query(index.definition);
  }
  const indexed = performance.now();
  onStep('vacuum analyze');
  // What autovacuum does on a server after a load: statistics, and the visibility map that lets
  // index-only scans skip the table.
  await query('vacuum analyze');
  return {
    loadSeconds: (loaded - started) / 1000,
    indexSeconds: (indexed - loaded) / 1000,
    analyzeSeconds: (performance.now() - indexed) / 1000,
  };
}
