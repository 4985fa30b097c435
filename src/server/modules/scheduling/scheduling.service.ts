import type { FastifyBaseLogger } from 'fastify';
import {
  type AvailabilityInput,
  type HoursSpan,
  type Override,
  type OverrideInput,
  SCHEDULING_MESSAGES,
  type SchedulingSettings,
  type SessionType,
  type SessionTypeInput,
  type Slot,
} from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import type { Texter } from '../notifications/texter.service.ts';
import { busyRanges } from './bookings.repository.ts';
import type { DepositPort } from './deposit-port.ts';
import {
  deleteOverride,
  ensureSettings,
  findSessionType,
  insertSessionType,
  listOverrides,
  listSessionTypes,
  type OverrideRow,
  type SessionTypeRow,
  type SettingsRow,
  settingsWithType,
  updateSessionType,
  updateSettings,
  upsertOverride,
} from './scheduling.repository.ts';
import { computeSlots, instantOf, MAX_SLOT_DAYS, type SlotRules } from './slots.ts';

/** What the scheduling services need; the plugin builds it (the time is `clock.now()`, lib/clock.ts). */
export interface SchedulingDeps {
  db: Db;
  mailer: Mailer;
  /** Booking texts beside the emails; absent or unconfigured: none (decision 272). */
  sms?: Texter;
  storage: FileStorage;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The deposit port (invoicing + payments), absent where online deposits are not wired. */
  deposits?: DepositPort;
}

export const toSessionType = (row: SessionTypeRow): SessionType => ({
  id: row.id,
  name: row.name,
  durationMinutes: row.durationMinutes,
  priceKobo: row.priceKobo,
  depositPercent: row.depositPercent,
  bufferMinutes: row.bufferMinutes,
  active: row.active,
  category: row.category ?? null,
});

const toOverride = (row: OverrideRow): Override => ({
  id: row.id,
  date: row.date,
  spans: row.spans,
  note: row.note,
});

export const feedUrlOf = (deps: { publicUrl: string }, token: string) =>
  `${deps.publicUrl}/api/public/calendar/${token}.ics`;

export const rulesOf = (row: SettingsRow): SlotRules => ({
  timeZone: row.timeZone,
  weeklyHours: row.weeklyHours,
  slotMinutes: row.slotMinutes,
  minNoticeHours: row.minNoticeHours,
  horizonDays: row.horizonDays,
});

export async function getSchedulingSettings(
  deps: SchedulingDeps,
  photographerId: string,
): Promise<SchedulingSettings> {
  const settings = await ensureSettings(deps.db, photographerId);
  const [types, overrides] = await Promise.all([
    listSessionTypes(deps.db, photographerId),
    listOverrides(deps.db, photographerId),
  ]);
  return {
    availability: {
      ...rulesOf(settings),
      autoConfirmOnDeposit: settings.autoConfirmOnDeposit,
      feedUrl: feedUrlOf(deps, settings.feedToken),
    },
    sessionTypes: types.map(toSessionType),
    overrides: overrides.map(toOverride),
  };
}

export async function saveAvailability(
  deps: SchedulingDeps,
  photographerId: string,
  input: AvailabilityInput,
): Promise<SchedulingSettings> {
  await updateSettings(deps.db, photographerId, input);
  return getSchedulingSettings(deps, photographerId);
}

/** A new secret for the calendar feed: the old address stops working at once. */
export async function regenerateFeedToken(deps: SchedulingDeps, photographerId: string): Promise<string> {
  const row = await updateSettings(deps.db, photographerId, { feedToken: newLinkToken() });
  return feedUrlOf(deps, row.feedToken);
}

export async function addSessionType(
  deps: SchedulingDeps,
  photographerId: string,
  input: SessionTypeInput,
): Promise<SessionType> {
  return withTransaction(deps.db, async (tx) => {
    const existing = await listSessionTypes(tx, (await ensureSettings(tx, photographerId)).photographerId);
    const row = await insertSessionType(tx, { ...input, photographerId, position: existing.length });
    return toSessionType(row);
  });
}

/** Edits a session type; bookings keep the name and price they were made with. */
export async function editSessionType(
  deps: SchedulingDeps,
  photographerId: string,
  id: string,
  input: SessionTypeInput,
): Promise<SessionType> {
  const row = await updateSessionType(deps.db, photographerId, id, input);
  if (!row) throw notFound(SCHEDULING_MESSAGES.typeNotFound);
  return toSessionType(row);
}

function checkSpans(spans: HoursSpan[]) {
  const sorted = [...spans].sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.start <= sorted[i - 1]!.end) throw badRequest('The hours of one day must not overlap');
  }
}

export async function saveOverride(
  deps: SchedulingDeps,
  photographerId: string,
  input: OverrideInput,
): Promise<Override> {
  checkSpans(input.spans);
  await ensureSettings(deps.db, photographerId);
  return toOverride(
    await upsertOverride(deps.db, photographerId, {
      date: input.date,
      spans: input.spans,
      note: input.note ?? '',
    }),
  );
}

export async function removeOverride(
  deps: SchedulingDeps,
  photographerId: string,
  id: string,
): Promise<void> {
  if (!(await deleteOverride(deps.db, photographerId, id))) throw notFound('Date not found');
}

/** The active session type of a photographer, or 404. */
export async function activeSessionType(db: Db, photographerId: string, id: string): Promise<SessionTypeRow> {
  const row = await findSessionType(db, photographerId, id);
  if (!row?.active) throw notFound(SCHEDULING_MESSAGES.typeNotFound);
  return row;
}

export interface SlotQuery {
  sessionTypeId: string;
  from: string;
  to?: string | undefined;
  excludeBookingId?: string | undefined;
  ignoreNotice?: boolean;
  /** Every start the hours allow, booked or not (to tell "just taken" from "never offered"). */
  ignoreBusy?: boolean;
}

/**
 * The free starts of a session type between two local dates (at most two months): the pure
 * algorithm (slots.ts) fed with the settings, the overrides and the busy time of those days.
 */
export async function freeSlots(
  db: Db,
  photographerId: string,
  query: SlotQuery,
): Promise<{ timeZone: string; slots: Slot[] }> {
  const to = query.to ?? query.from;
  if (to < query.from) throw badRequest('The end date must not be before the start date');
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000;
  if (span >= MAX_SLOT_DAYS) throw badRequest(`Ask for at most ${MAX_SLOT_DAYS} days at a time`);
  const found = await settingsWithType(db, photographerId, query.sessionTypeId);
  const settings = found.settings ?? (await ensureSettings(db, photographerId));
  const type = found.settings ? found.type : await findSessionType(db, photographerId, query.sessionTypeId);
  if (!type?.active) throw notFound(SCHEDULING_MESSAGES.typeNotFound);
  const tz = settings.timeZone;
  // The busy ranges that can touch those days: from a day before the first to a day after the last.
  const from = new Date(instantOf(query.from, 0, tz).getTime() - 86_400_000);
  const until = new Date(instantOf(to, 0, tz).getTime() + 3 * 86_400_000);
  const [busy, overrides] = await Promise.all([
    query.ignoreBusy ? [] : busyRanges(db, photographerId, from, until, query.excludeBookingId),
    listOverrides(db, photographerId, { from: query.from, to }),
  ]);
  const slots = computeSlots({
    rules: rulesOf(settings),
    overrides: new Map(overrides.map((o) => [o.date, o.spans])),
    busy,
    durationMinutes: type.durationMinutes,
    bufferMinutes: type.bufferMinutes,
    fromDate: query.from,
    toDate: to,
    now: clock.now(),
    ignoreNotice: query.ignoreNotice ?? false,
  });
  return {
    timeZone: tz,
    slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), date: s.date, time: s.time })),
  };
}
