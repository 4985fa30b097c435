import {
  CONTRACT_EXPIRY_DAYS,
  CONTRACT_MESSAGES,
  type Contract,
  type ContractInput,
  contractInputSchema,
  fillPlaceholders,
  placeholderValues,
} from '../../../shared/contracts.ts';
import { addDays } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { findOrCreateLead } from '../clients/client-timeline.service.ts';
import { linkedBooking, toContractBooking } from './contract-bookings.service.ts';
import {
  type ContractsDeps,
  normaliseEmail,
  type Origin,
  toContract,
  today,
  trail,
  who,
} from './contract-context.ts';
import { templateById } from './contract-templates.service.ts';
import {
  deleteDraft,
  findContract,
  insertContract,
  lockContract,
  updateContract,
} from './contracts.repository.ts';

/**
 * The stored fields of a draft: placeholders filled from the profile, the client, the linked
 * booking and its invoice (derived here), and the values typed.
 */
async function draftValues(tx: Db, photographerId: string, raw: ContractInput) {
  const input = contractInputSchema.parse(raw);
  const template = input.templateId ? await templateById(tx, photographerId, input.templateId) : undefined;
  if (input.templateId && !template)
    throw new HttpError(404, CONTRACT_MESSAGES.templateNotFound, {
      templateId: CONTRACT_MESSAGES.templateNotFound,
    });
  const photographer = await who(tx, photographerId);
  const clientEmail = normaliseEmail(input.clientEmail);
  const { client } = await findOrCreateLead(
    tx,
    photographerId,
    { name: input.clientName, email: clientEmail },
    'contract',
  );
  const booking = input.bookingId
    ? await toContractBooking(
        tx,
        photographerId,
        await linkedBooking(tx, photographerId, input.bookingId, { id: client.id, email: clientEmail }),
      )
    : null;
  const values = placeholderValues({
    today: today(),
    photographer,
    client: { name: input.clientName, email: clientEmail },
    values: input.values,
    depositPercent: template?.depositPercent,
    booking,
  });
  return {
    title: input.title,
    clientId: client.id,
    clientName: input.clientName,
    clientEmail,
    content: fillPlaceholders(input.content, values),
    templateId: input.templateId ?? null,
    bookingId: booking?.id ?? null,
    expiresOn: input.expirationDate ?? addDays(today(), CONTRACT_EXPIRY_DAYS),
  };
}

export async function createContract(
  deps: ContractsDeps,
  photographerId: string,
  raw: ContractInput,
  origin: Origin,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const values = await draftValues(tx, photographerId, raw);
    const row = await insertContract(tx, { ...values, photographerId, status: 'draft' });
    const photographer = await who(tx, photographerId);
    await trail(tx, row, 'created', origin, photographer.name, 'Draft created');
    return toContract(deps, row, photographer);
  });
}

export async function updateContractDraft(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: ContractInput,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(CONTRACT_MESSAGES.onlyDrafts);
    const values = await draftValues(tx, photographerId, raw);
    return toContract(deps, await updateContract(tx, id, values), await who(tx, photographerId));
  });
}

export async function removeDraft(deps: ContractsDeps, photographerId: string, id: string): Promise<void> {
  if (await deleteDraft(deps.db, photographerId, id)) return;
  if (!(await findContract(deps.db, photographerId, id))) throw notFound(CONTRACT_MESSAGES.notFound);
  throw conflict(CONTRACT_MESSAGES.onlyDrafts);
}
