import { CONTRACT_MESSAGES, type ContractBooking } from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { getClientDetail } from '../clients/clients.service.ts';
import { invoiceFee } from '../invoicing/invoice-fee.service.ts';
import { activeBookingsOf, type LinkableBooking, ownBooking } from '../scheduling/booking-links.service.ts';
import type { ContractsDeps } from './contract-context.ts';

/** A contract's booking (decision 135): read from scheduling and invoicing, never from the browser. */

/** A booking as a contract fills from it: the fee is its invoice's (the booking's price without one). */
export async function toContractBooking(
  db: Db,
  photographerId: string,
  b: LinkableBooking,
): Promise<ContractBooking> {
  const fee = b.invoiceId ? await invoiceFee(db, photographerId, b.invoiceId) : undefined;
  return {
    id: b.id,
    type: b.typeName,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    location: b.location,
    feeKobo: fee?.totalKobo ?? b.priceKobo,
    depositKobo: fee?.depositKobo ?? null,
  };
}

export const bookingOfClient = (b: LinkableBooking, client: { id: string; email: string }) =>
  b.clientId === client.id || b.clientEmail === client.email;

/** The dialog's Booking select: the photographer's active bookings of one of their clients. */
export async function bookingsForClient(
  deps: ContractsDeps,
  photographerId: string,
  clientId: string,
): Promise<ContractBooking[]> {
  const { client } = await getClientDetail(deps.db, photographerId, clientId);
  const rows = await activeBookingsOf(deps.db, photographerId, client);
  return Promise.all(rows.map((b) => toContractBooking(deps.db, photographerId, b)));
}

/**
 * The linked booking read again from scheduling and invoicing (the browser's values are never
 * used for it): the photographer's own, of this client, still active; else 400, like a missing one.
 */
export async function linkedBooking(
  tx: Db,
  photographerId: string,
  bookingId: string,
  client: { id: string; email: string },
): Promise<LinkableBooking> {
  const b = await ownBooking(tx, photographerId, bookingId);
  if (!b || !bookingOfClient(b, client)) throw badRequest(CONTRACT_MESSAGES.bookingNotFound);
  if (!b.active) throw badRequest(CONTRACT_MESSAGES.bookingInactive);
  return b;
}
