import { beyondHorizonMessage, isBeyondHorizon, SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { freeSlots } from './scheduling.service.ts';
import { localOf } from './slots.ts';

/**
 * The checks a new or moved booking passes: its start is one the photographer offers and
 * nobody holds, a start past the booking window is confirmed, and the database's refusal of
 * an overlap reads as the spec's 409.
 */

/** SQLSTATE 23P01 (exclusion_violation): the EXCLUDE constraint refused an overlap. */
export const isOverlap = (err: unknown) => sqlState(err) === '23P01';
/** 40P01 (deadlock_detected): two changes of overlapping time met; the one aborted lost the race. */
const isDeadlock = (err: unknown) => sqlState(err) === '40P01';

/** Runs a booking change; the database's refusal of an overlap becomes the spec-style 409. */
export async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isOverlap(err) || isDeadlock(err)) throw conflict(SCHEDULING_MESSAGES.taken);
    throw err;
  }
}

/**
 * Whether a start is free for this session type now: 'free', 'taken' (a valid start that a
 * booking holds) or 'not-offered' (outside the hours, too soon, too far, in the past).
 */
async function slotState(
  tx: Db,
  photographerId: string,
  sessionTypeId: string,
  startsAt: Date,
  timeZone: string,
  options: { excludeBookingId?: string; ignoreNotice: boolean },
): Promise<'free' | 'taken' | 'not-offered'> {
  const { date } = localOf(startsAt, timeZone);
  const iso = startsAt.toISOString();
  const query = {
    sessionTypeId,
    from: date,
    ignoreNotice: options.ignoreNotice,
    excludeBookingId: options.excludeBookingId,
  };
  const free = await freeSlots(tx, photographerId, query);
  if (free.slots.some((s) => s.startsAt === iso)) return 'free';
  const open = await freeSlots(tx, photographerId, { ...query, ignoreBusy: true });
  return open.slots.some((s) => s.startsAt === iso) ? 'taken' : 'not-offered';
}

/** A start that is not free answers 409: taken by another booking, or not offered at all. */
export async function assertSlotFree(...args: Parameters<typeof slotState>): Promise<void> {
  const state = await slotState(...args);
  if (state !== 'free') throw conflict(SCHEDULING_MESSAGES[state === 'taken' ? 'taken' : 'notOffered']);
}

/**
 * The photographer is not held to their own notice and booking window, but a start past the
 * window needs their confirmation (decision 214): without it, a 409 naming the checkbox.
 */
export function confirmedPastHorizon(
  startsAt: Date,
  horizonDays: number,
  now: Date,
  confirmed: boolean | undefined,
) {
  if (confirmed || !isBeyondHorizon(startsAt, horizonDays, now)) return;
  const message = beyondHorizonMessage(horizonDays);
  throw new HttpError(409, message, { beyondHorizon: message });
}
