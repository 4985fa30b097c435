import { sql } from 'drizzle-orm';
import type { ReportRange } from '../../../shared/reports.ts';
import type { Db } from '../../db/client.ts';
import { instantIn, lagosDay, monthOf, num, rowsOf } from './report-rows.ts';

/** The business reports' SQL: sessions, enquiries and galleries, by Lagos month. */

export interface BookingsRow {
  month: string;
  pending: number;
  confirmed: number;
  completed: number;
  cancelledByClient: number;
  cancelledByPhotographer: number;
  lapsed: number;
}

/**
 * Sessions by the Lagos month they are on. Who cancelled comes from the booking's history (its
 * last cancelling event): the photographer's own account, else the client (signed in or by their
 * link); a hold released or a request that lapsed was nobody's choice.
 */
export async function bookingsByMonth(
  db: Db,
  photographerId: string,
  range: ReportRange,
): Promise<BookingsRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${monthOf(lagosDay(sql`b.starts_at`))} as month,
               count(*) filter (where b.status = 'pending') as pending,
               count(*) filter (where b.status = 'confirmed') as confirmed,
               count(*) filter (where b.status = 'completed') as completed,
               count(*) filter (where b.status = 'cancelled' and c.kind = 'cancelled'
                                  and c.actor_user_id is distinct from b.photographer_id) as by_client,
               count(*) filter (where b.status = 'cancelled' and c.kind = 'cancelled'
                                  and c.actor_user_id = b.photographer_id) as by_photographer,
               count(*) filter (where b.status = 'cancelled' and c.kind is distinct from 'cancelled') as lapsed
          from bookings b
          left join lateral (
            select e.kind, e.actor_user_id from booking_events e
             where b.status = 'cancelled' and e.booking_id = b.id and e.kind in ('cancelled', 'released', 'expired')
             order by e.created_at desc limit 1
          ) c on true
         where b.photographer_id = ${photographerId} and ${instantIn(sql`b.starts_at`, range)}
         group by 1`,
  );
  return rows.map((r) => ({
    month: String(r.month),
    pending: num(r.pending),
    confirmed: num(r.confirmed),
    completed: num(r.completed),
    cancelledByClient: num(r.by_client),
    cancelledByPhotographer: num(r.by_photographer),
    lapsed: num(r.lapsed),
  }));
}

export interface EnquiriesRow {
  month: string;
  enquiries: number;
  booked: number;
}

/**
 * Enquiries from the public profile by the Lagos month they came in, and how many of them the
 * same client booked a session after (at the enquiry or later, whatever became of the session).
 */
export async function enquiriesByMonth(
  db: Db,
  photographerId: string,
  range: ReportRange,
): Promise<EnquiriesRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${monthOf(lagosDay(sql`e.occurred_at`))} as month, count(*) as enquiries,
               count(*) filter (where exists (
                 select 1 from bookings b
                  where b.client_id = e.client_id and b.photographer_id = e.photographer_id
                    and b.created_at >= e.occurred_at)) as booked
          from client_events e
         where e.photographer_id = ${photographerId} and e.kind = 'enquiry'
           and ${instantIn(sql`e.occurred_at`, range)}
         group by 1`,
  );
  return rows.map((r) => ({ month: String(r.month), enquiries: num(r.enquiries), booked: num(r.booked) }));
}

export interface GalleryRow {
  id: string;
  name: string;
  views: number;
  favourites: number;
  downloads: number;
}

/** Each shared gallery's views, favourites marked and downloads in the range. */
export async function galleryActivity(
  db: Db,
  photographerId: string,
  range: ReportRange,
): Promise<GalleryRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select g.id, g.name,
               coalesce((select sum(v.views) from gallery_view_days v
                          where v.gallery_id = g.id and v.day between ${range.from} and ${range.to}), 0) as views,
               (select count(*) from gallery_favourites f join gallery_selections s on s.id = f.selection_id
                 where s.gallery_id = g.id and ${instantIn(sql`f.created_at`, range)}) as favourites,
               (select count(*) from gallery_downloads d
                 where d.gallery_id = g.id and ${instantIn(sql`d.created_at`, range)}) as downloads
          from galleries g
         where g.photographer_id = ${photographerId} and g.shared_at is not null
         order by 3 desc, 5 desc, 4 desc, g.name`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    views: num(r.views),
    favourites: num(r.favourites),
    downloads: num(r.downloads),
  }));
}

export interface NextBooking {
  id: string;
  typeName: string;
  clientName: string;
  startsAt: string;
  status: 'pending' | 'confirmed';
}

/** The next sessions still on (pending or confirmed), soonest first. */
export async function nextBookings(
  db: Db,
  photographerId: string,
  now: Date,
  limit: number,
): Promise<NextBooking[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select b.id, b.type_name, b.client_name, b.starts_at, b.status
          from bookings b
         where b.photographer_id = ${photographerId} and b.status in ('pending', 'confirmed')
           and b.starts_at >= ${now.toISOString()}
         order by b.starts_at limit ${limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    typeName: String(r.type_name),
    clientName: String(r.client_name),
    startsAt: new Date(String(r.starts_at)).toISOString(),
    status: r.status as NextBooking['status'],
  }));
}
