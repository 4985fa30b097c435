import type { BookingInput } from '../../../shared/scheduling.ts';
import { DEPOSIT_HOLD_MINUTES, depositKobo, formatSessionTime } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import type { NewBooking } from './bookings.repository.ts';
import type { SessionTypeRow, SettingsRow } from './scheduling.repository.ts';
import type { SchedulingDeps } from './scheduling.service.ts';
import { localOf } from './slots.ts';

/**
 * The parts of a new booking, once its calendar, session type and start have been checked:
 * its row (times, price, the deposit hold) and the session's deposit invoice.
 */

const MINUTE = 60_000;

export interface CreateBookingArgs {
  photographerId: string;
  input: BookingInput;
  /** The photographer booking for a client (confirmed at once, no notice, no deposit hold). */
  byPhotographer: boolean;
  /** The signed-in customer booking for themselves, if any. */
  customerUserId: string | null;
}

/** What a new booking is made of, once its calendar, type and start have been checked. */
export interface NewBookingPlan {
  args: CreateBookingArgs;
  type: SessionTypeRow;
  settings: SettingsRow;
  startsAt: Date;
  now: Date;
  /** The deposit percent the slot is held for; 0 when none is asked. */
  deposit: number;
  email: string;
  phone: string;
}

/** A deposit is asked only of a client booking a priced type that wants one, when deposits are on. */
export function depositPercentFor(
  deps: SchedulingDeps,
  type: SessionTypeRow,
  byPhotographer: boolean,
): number {
  const asked = !byPhotographer && deps.deposits && type.depositPercent > 0 && type.priceKobo > 0;
  return asked ? type.depositPercent : 0;
}

export function newBookingValues(plan: NewBookingPlan): NewBooking {
  const { args, type, startsAt, deposit } = plan;
  const endsAt = new Date(startsAt.getTime() + type.durationMinutes * MINUTE);
  return {
    photographerId: args.photographerId,
    sessionTypeId: type.id,
    typeName: type.name,
    customerUserId: args.customerUserId,
    clientName: args.input.clientName,
    clientEmail: plan.email,
    clientPhone: plan.phone,
    location: args.input.location ?? '',
    notes: args.input.notes ?? '',
    startsAt,
    endsAt,
    blockedFrom: startsAt,
    blockedUntil: new Date(endsAt.getTime() + type.bufferMinutes * MINUTE),
    timeZone: plan.settings.timeZone,
    status: args.byPhotographer ? 'confirmed' : 'pending',
    priceKobo: type.priceKobo,
    depositKobo: deposit > 0 ? depositKobo(type.priceKobo, deposit) : 0,
    holdExpiresAt: deposit > 0 ? new Date(plan.now.getTime() + DEPOSIT_HOLD_MINUTES * MINUTE) : null,
  };
}

/** The session's invoice, whose first instalment is the deposit; none when no deposit is asked. */
export async function depositInvoiceFor(
  deps: SchedulingDeps,
  tx: Db,
  plan: NewBookingPlan,
  clientId: string,
) {
  const { args, type, settings, startsAt, deposit } = plan;
  if (deposit <= 0 || !deps.deposits) return {};
  const invoice = await deps.deposits.createDepositInvoice(tx, {
    photographerId: args.photographerId,
    clientId,
    clientName: args.input.clientName,
    clientEmail: plan.email,
    clientPhone: plan.phone,
    description: `${type.name}, ${formatSessionTime(startsAt, settings.timeZone)}`,
    priceKobo: type.priceKobo,
    depositPercent: deposit,
    sessionDate: localOf(startsAt, settings.timeZone).date,
    today: localOf(plan.now, settings.timeZone).date,
  });
  return { invoiceId: invoice.invoiceId, payUrl: invoice.payUrl, depositKobo: invoice.depositKobo };
}
