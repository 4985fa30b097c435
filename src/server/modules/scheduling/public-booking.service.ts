import type { Viewer } from '../../../shared/accounts.ts';
import type { BookingInput, PublicBookingInfo, Slot } from '../../../shared/scheduling.ts';
import { SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { chargesVat } from '../invoicing/invoicing.service.ts';
import { getPublicProfile, listedPhotographer } from '../marketplace/directory.service.ts';
import { feedIcs } from './booking-ics.ts';
import { manageUrlOf } from './booking-notify.ts';
import { feedBookings } from './bookings.repository.ts';
import { createBooking } from './bookings.service.ts';
import { ensureSettings, findSettingsByFeedToken, listSessionTypes } from './scheduling.repository.ts';
import { freeSlots, type SchedulingDeps, type SlotQuery, toSessionType } from './scheduling.service.ts';

/** The feed carries the last 90 days and everything ahead: enough history, a bounded file. */
const FEED_HISTORY_DAYS = 90;
const PROFILE_GONE = 'We could not find that photographer. They may no longer be listed.';

async function listed(deps: SchedulingDeps, slug: string) {
  const who = await listedPhotographer(deps.db, slug);
  if (!who) throw notFound(PROFILE_GONE);
  return who;
}

/** What a visitor picks from: the listed photographer's active session types. */
export async function publicBookingInfo(deps: SchedulingDeps, slug: string): Promise<PublicBookingInfo> {
  const who = await listed(deps, slug);
  const settings = await ensureSettings(deps.db, who.userId);
  const types = (await listSessionTypes(deps.db, who.userId)).filter((t) => t.active).map(toSessionType);
  return {
    photographerId: who.userId,
    name: who.businessName,
    timeZone: settings.timeZone,
    horizonDays: settings.horizonDays,
    confirmsOnDeposit: settings.autoConfirmOnDeposit,
    sessionTypes: types.map(({ active: _a, bufferMinutes: _b, ...t }) => t),
    packages: (await getPublicProfile(deps.db, who.slug)).packages.map((p) => ({
      id: p.id,
      name: p.name,
      priceKobo: p.priceKobo,
    })),
    vatEnabled: await chargesVat(deps.db, who.userId),
    smsAvailable: deps.sms?.configured ?? false,
  };
}

export async function publicSlots(
  deps: SchedulingDeps,
  slug: string,
  query: Omit<SlotQuery, 'ignoreNotice' | 'excludeBookingId'>,
): Promise<{ timeZone: string; slots: Slot[] }> {
  const who = await listed(deps, slug);
  return freeSlots(deps.db, who.userId, {
    sessionTypeId: query.sessionTypeId,
    from: query.from,
    to: query.to,
  });
}

/**
 * A visitor (or a signed-in customer) books from the profile: Pending for the photographer to
 * confirm, or held 30 minutes while the deposit is paid at the invoice link (payUrl).
 */
export async function publicBook(
  deps: SchedulingDeps,
  slug: string,
  input: BookingInput,
  viewer: Viewer | null,
) {
  const who = await listed(deps, slug);
  const row = await createBooking(deps, {
    photographerId: who.userId,
    input,
    byPhotographer: false,
    customerUserId: viewer && viewer.userId !== who.userId ? viewer.userId : null,
  });
  return {
    bookingId: row.id,
    status: row.status,
    payUrl: row.holdExpiresAt ? row.payUrl : null,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    manageUrl: manageUrlOf(deps, row),
    confirmsOnDeposit: (await ensureSettings(deps.db, who.userId)).autoConfirmOnDeposit,
  };
}

/** The private feed: one photographer's active bookings, for the token's owner only. */
export async function calendarFeed(deps: SchedulingDeps, token: string): Promise<string> {
  const settings =
    token.length >= 20 && token.length <= 100 ? await findSettingsByFeedToken(deps.db, token) : undefined;
  if (!settings) throw notFound(SCHEDULING_MESSAGES.notFound);
  const rows = await feedBookings(
    deps.db,
    settings.photographerId,
    new Date(clock.now().getTime() - FEED_HISTORY_DAYS * 86_400_000),
  );
  return feedIcs('Aworan bookings', rows, `${deps.publicUrl}/scheduling`);
}
