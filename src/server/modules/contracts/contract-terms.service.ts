import { termsOfContract } from '../../../shared/cancellation-terms.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import { contractDepositKobo } from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import type { BookingContractTerms } from '../scheduling/booking-links.service.ts';
import { clientSignedContractOfBooking } from './contracts.repository.ts';

/**
 * The cancellation terms a booking's client signed (decision 161): the latest contract linked to
 * the booking that the client signed and nobody voided, when it is a built-in template's and its
 * frozen text still holds that template's cancellation clause. Undefined otherwise: the
 * photographer then chooses the refund.
 */
export async function cancellationTermsOfBooking(
  db: Db,
  photographerId: string,
  bookingId: string,
  feeKobo: number,
): Promise<BookingContractTerms | undefined> {
  const contract = await clientSignedContractOfBooking(db, photographerId, bookingId);
  const terms = contract && termsOfContract(contract.templateId, contract.frozenText);
  if (!contract || !terms) return undefined;
  const percent = BUILT_IN_TEMPLATES.find((t) => t.id === contract.templateId)?.depositPercent ?? 0;
  return { title: contract.title, terms, depositKobo: contractDepositKobo(feeKobo, percent) };
}
