import type { Viewer } from '../../../shared/accounts.ts';
import {
  CONTRACT_MESSAGES,
  CONTRACT_PAGE_SIZE,
  CONTRACT_TAB_SIGNED_BY_CLIENT,
  CONTRACT_TAB_STATUSES,
  type ContractDetail,
  type ContractList,
  type ContractTab,
  type ReceivedContract,
} from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { type ContractsDeps, iso, normaliseEmail, toContract, toTrail, who } from './contract-context.ts';
import {
  contractsWithClient,
  countContracts,
  findContract,
  listContractPage,
  listContractsTo,
  listTrail,
} from './contracts.repository.ts';

export async function listForPhotographer(
  deps: ContractsDeps,
  photographerId: string,
  query: { tab: ContractTab; page: number },
): Promise<ContractList> {
  const { rows, total } = await listContractPage(
    deps.db,
    photographerId,
    CONTRACT_TAB_STATUSES[query.tab],
    CONTRACT_PAGE_SIZE,
    (query.page - 1) * CONTRACT_PAGE_SIZE,
    CONTRACT_TAB_SIGNED_BY_CLIENT[query.tab],
  );
  const photographer = await who(deps.db, photographerId);
  return {
    contracts: rows.map((r) => toContract(deps, r, photographer)),
    total,
    page: query.page,
    pageSize: CONTRACT_PAGE_SIZE,
  };
}

export async function getContractDetail(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
): Promise<ContractDetail> {
  const row = await findContract(deps.db, photographerId, id);
  if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
  const trailRows = await listTrail(deps.db, id);
  return { ...toContract(deps, row, await who(deps.db, photographerId)), trail: trailRows.map(toTrail) };
}

/** Sent contracts to the signed-in person's email, once that email is verified. */
export async function listReceived(deps: ContractsDeps, viewer: Viewer): Promise<ReceivedContract[]> {
  if (!viewer.emailVerified) return [];
  const rows = await listContractsTo(deps.db, normaliseEmail(viewer.email));
  return rows
    .filter((r) => r.contract.status !== 'void')
    .map(({ contract, from }) => ({
      title: contract.title,
      status: contract.status,
      from,
      sentAt: iso(contract.sentAt),
      expirationDate: contract.expiresOn,
      signatureDate: iso(contract.signedAt),
      awaitingPhotographer:
        contract.status === 'sent' && !!contract.clientSignedAt && !contract.photographerSignedAt,
      publicUrl: `/c/${contract.token}`,
    }));
}

/** Contracts with this client that were sent (for the deletion guard and the share card). */
export async function contractsSentTo(db: Db, client: { photographerId: string; id: string; email: string }) {
  return contractsWithClient(db, client.photographerId, client.id, client.email);
}

/** The admin overview's contracts figure: every contract photographers have made. */
export const contractCount = (db: Db) => countContracts(db);
