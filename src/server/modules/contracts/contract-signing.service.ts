import {
  CONTRACT_MESSAGES,
  type Contract,
  type PublicContract,
  type SignContractInput,
  signContractSchema,
} from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { contractClientSignedEmail } from '../../emails/contract-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { recordClientEvent } from '../clients/client-timeline.service.ts';
import {
  CONTRACT_SIGNED_JOB,
  type ContractsDeps,
  METHOD_LABEL,
  type Origin,
  toContract,
  today,
  trail,
  who,
} from './contract-context.ts';
import { toPublic } from './contract-link.service.ts';
import {
  type ContractRow,
  lockContract,
  lockContractByToken,
  setSignature,
  updateContract,
} from './contracts.repository.ts';

/** Signatures: the client's by the link or in person, the photographer's countersignature. */

/** The PNG bytes of a drawn signature, checked to be a PNG (the schema checked the shape). */
function signatureBytes(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 100 || bytes.subarray(1, 4).toString('latin1') !== 'PNG') {
    throw badRequest(CONTRACT_MESSAGES.badSignature);
  }
  return base64;
}

/** Why a locked contract cannot take a signature now, or null. */
function refusal(row: ContractRow, who: 'client' | 'photographer'): string | null {
  if (row.status === 'signed') return CONTRACT_MESSAGES.alreadySigned;
  if (row.status === 'expired' || (row.status === 'sent' && row.expiresOn && row.expiresOn < today()))
    return CONTRACT_MESSAGES.expired;
  if (row.status !== 'sent') return CONTRACT_MESSAGES.onlySent;
  if (who === 'client' && row.clientSignedAt) return CONTRACT_MESSAGES.alreadySigned;
  if (who === 'photographer' && row.photographerSignedAt) return CONTRACT_MESSAGES.alreadyCountersigned;
  return null;
}

/** After a signature: when both are in, the contract is signed and the PDF job is queued. */
async function completeIfBoth(deps: ContractsDeps, tx: Db, row: ContractRow): Promise<ContractRow> {
  if (!row.clientSignedAt || !row.photographerSignedAt) return row;
  const signed = await updateContract(tx, row.id, { status: 'signed', signedAt: clock.now() });
  await recordClientEvent(tx, {
    photographerId: row.photographerId,
    ...(row.clientId ? { clientId: row.clientId } : { email: row.clientEmail }),
    kind: 'contract_signed',
    summary: `Contract signed: ${row.title}`,
    meta: { contractId: row.id },
  });
  // Queued with the signature that completes it: the seal cannot be lost to a crash.
  await deps.enqueue(CONTRACT_SIGNED_JOB, { contractId: row.id });
  return signed;
}

/**
 * One signature on a locked contract, in the caller's transaction: consent first, then the
 * signature (refused by the database if that party already signed), then "signed" or
 * "countersigned" in the trail, and the contract completes when both are in.
 */
async function signLocked(
  deps: ContractsDeps,
  tx: Db,
  row: ContractRow,
  input: SignContractInput,
  origin: Origin,
  as: 'link' | 'in_person' | 'countersign',
): Promise<ContractRow> {
  const party = as === 'countersign' ? 'photographer' : 'client';
  const why = refusal(row, party);
  if (why) throw conflict(why);
  const image = signatureBytes(input.signature);
  const at = clock.now();
  const actor = as === 'in_person' ? `${input.fullName} (in person)` : input.fullName;
  await trail(tx, row, 'consent_given', origin, actor, 'Agreed to sign electronically', at);
  const signedRow = await setSignature(
    tx,
    row.id,
    today(),
    party,
    as === 'countersign'
      ? {
          photographerSignedAt: at,
          photographerSignatureName: input.fullName,
          photographerSignatureImage: image,
        }
      : {
          clientSignedAt: at,
          clientSignatureName: input.fullName,
          clientSignatureImage: image,
          clientSignMethod: as,
        },
  );
  // The conditional update is the rule the database enforces: no row, no second signature.
  if (!signedRow)
    throw conflict(
      party === 'client' ? CONTRACT_MESSAGES.alreadySigned : CONTRACT_MESSAGES.alreadyCountersigned,
    );
  await trail(
    tx,
    signedRow,
    as === 'countersign' ? 'countersigned' : 'signed',
    origin,
    actor,
    as === 'countersign' ? 'Countersigned by the photographer' : METHOD_LABEL[as]!,
    at,
  );
  if (as === 'link' && !signedRow.photographerSignedAt) {
    const photographer = await who(tx, row.photographerId);
    await deps.mailer.send(
      {
        to: photographer.email,
        template: 'contract-client-signed',
        content: contractClientSignedEmail({
          name: photographer.name,
          title: row.title,
          clientName: input.fullName,
          url: `${deps.publicUrl}/contracts`,
        }),
        meta: { contractId: row.id },
      },
      { db: tx },
    );
  }
  return completeIfBoth(deps, tx, signedRow);
}

/** The photographer's own contract, locked, signed by the client in person or countersigned. */
async function signAsPhotographer(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: SignContractInput,
  origin: Origin,
  as: 'in_person' | 'countersign',
): Promise<Contract> {
  const input = signContractSchema.parse(raw);
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    const done = await signLocked(deps, tx, row, input, origin, as);
    return toContract(deps, done, await who(tx, photographerId));
  });
}

/** The client signs through the emailed link (/c/<token>). */
export async function signByLink(
  deps: ContractsDeps,
  token: string,
  raw: SignContractInput,
  origin: Origin,
): Promise<PublicContract> {
  const input = signContractSchema.parse(raw);
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContractByToken(tx, token);
    if (!row || row.status === 'draft' || row.status === 'void') throw notFound(CONTRACT_MESSAGES.notFound);
    const done = await signLocked(deps, tx, row, input, origin, 'link');
    return toPublic(deps, tx, done);
  });
}

/** Sign Contract on a sent contract: the client signs in person on the photographer's device. */
export const signInPerson = (
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: SignContractInput,
  origin: Origin,
) => signAsPhotographer(deps, photographerId, id, raw, origin, 'in_person');

/** The photographer countersigns from the details dialog. */
export const countersign = (
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  raw: SignContractInput,
  origin: Origin,
) => signAsPhotographer(deps, photographerId, id, raw, origin, 'countersign');
