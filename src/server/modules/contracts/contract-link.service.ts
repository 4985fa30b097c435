import { CONTRACT_MESSAGES, type PublicContract } from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import { type ContractsDeps, type Origin, toContract, trail, who } from './contract-context.ts';
import {
  type ContractRow,
  findContractByToken,
  hasTrailEvent,
  lockContractByToken,
} from './contracts.repository.ts';

/** The client's link (/c/<token>): the token is the access, to one sent contract. */

export async function toPublic(deps: ContractsDeps, db: Db, row: ContractRow): Promise<PublicContract> {
  const photographer = await who(db, row.photographerId);
  const c = toContract(deps, row, photographer);
  return {
    title: row.title,
    status: row.status,
    client: c.client,
    photographer,
    content: row.content,
    documentHash: row.documentHash!,
    sentAt: row.sentAt!.toISOString(),
    expirationDate: row.expiresOn,
    signatureDate: c.signatureDate,
    clientSignature: c.clientSignature,
    photographerSignature: c.photographerSignature,
    pdfUrl: `/api/public/contracts/${row.token}/pdf`,
  };
}

export async function rowByToken(db: Db, token: string): Promise<ContractRow> {
  const row = await findContractByToken(db, token);
  // A voided contract's link is dead; a draft never had one.
  if (!row || row.status === 'draft' || row.status === 'void') throw notFound(CONTRACT_MESSAGES.notFound);
  return row;
}

export async function getPublicContract(deps: ContractsDeps, token: string): Promise<PublicContract> {
  return toPublic(deps, deps.db, await rowByToken(deps.db, token));
}

/** The page tells us it was opened: the first view goes into the trail with its IP and device. */
export async function markViewed(deps: ContractsDeps, token: string, origin: Origin): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await lockContractByToken(tx, token);
    if (!row || row.status === 'draft' || row.status === 'void') throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'sent' || (await hasTrailEvent(tx, row.id, 'viewed'))) return;
    await trail(tx, row, 'viewed', origin, row.clientName, 'Opened the signing link');
  });
}
