import type { CancellationTerms } from '../../../shared/cancellation-terms.ts';
import { ACTIVE_BOOKING_STATUSES } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { bookingsOfClient, findBooking } from './bookings.repository.ts';

/** What another module (contracts) may read of a photographer's booking to fill its documents. */
export interface LinkableBooking {
  id: string;
  clientId: string | null;
  clientEmail: string;
  typeName: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  priceKobo: number;
  invoiceId: string | null;
  active: boolean;
  updatedAt: Date;
}

const isActive = (status: string) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

const linkable = (row: NonNullable<Awaited<ReturnType<typeof findBooking>>>): LinkableBooking => ({
  id: row.id,
  clientId: row.clientId,
  clientEmail: row.clientEmail,
  typeName: row.typeName,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  location: row.location,
  priceKobo: row.priceKobo,
  invoiceId: row.invoiceId,
  active: isActive(row.status),
  updatedAt: row.updatedAt,
});

/** One of the photographer's own bookings; another photographer's answers undefined, like a missing one. */
export async function ownBooking(
  db: Db,
  photographerId: string,
  id: string,
): Promise<LinkableBooking | undefined> {
  const row = await findBooking(db, id);
  return row && row.photographerId === photographerId ? linkable(row) : undefined;
}

/** The photographer's active bookings of one client (by record or email), soonest first. */
export async function activeBookingsOf(
  db: Db,
  photographerId: string,
  client: { id: string; email: string },
): Promise<LinkableBooking[]> {
  const rows = await bookingsOfClient(db, photographerId, client.id, client.email.trim().toLowerCase());
  return rows
    .map(linkable)
    .filter((b) => b.active)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** What scheduling reads of a booking's signed contract to refund a cancellation (decision 161). */
export interface BookingContractTerms {
  title: string;
  terms: CancellationTerms;
  /** The contract's DEPOSIT figure for a fee: the template's percent, as its text says. */
  depositKobo: number;
}

type ContractTermsReader = (
  db: Db,
  photographerId: string,
  bookingId: string,
  feeKobo: number,
) => Promise<BookingContractTerms | undefined>;

let contractTermsReader: ContractTermsReader | undefined;

/**
 * The contracts module says here how a booking's contract terms are read. Scheduling owns this
 * port so that contracts depends on scheduling and never the reverse (no cycle between modules).
 */
export function provideBookingContractTerms(reader: ContractTermsReader): void {
  contractTermsReader = reader;
}

/** The terms the booking's client signed, or undefined (no contract: the photographer chooses). */
export const bookingContractTerms: ContractTermsReader = async (db, photographerId, bookingId, feeKobo) =>
  contractTermsReader?.(db, photographerId, bookingId, feeKobo);
