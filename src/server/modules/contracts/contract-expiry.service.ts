import { withTransaction } from '../../db/transaction.ts';
import { contractExpiredEmail } from '../../emails/contract-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { type ContractsDeps, SYSTEM_ORIGIN, today, trail, who } from './contract-context.ts';
import { lockDueForExpiry, updateContract } from './contracts.repository.ts';

/**
 * The daily job: sent contracts past their expiration date become expired (the link then says
 * so and refuses signatures), the trail records it and the photographer is told. Returns how
 * many expired.
 */
export async function expireContracts(deps: ContractsDeps): Promise<number> {
  const n = await withTransaction(deps.db, async (tx) => {
    const due = await lockDueForExpiry(tx, today());
    for (const row of due) {
      const expired = await updateContract(tx, row.id, { status: 'expired', expiredAt: clock.now() });
      await trail(tx, expired, 'expired', SYSTEM_ORIGIN, 'Aworan', `Not signed by ${row.expiresOn}`);
      const photographer = await who(tx, row.photographerId);
      await deps.mailer.send(
        {
          to: photographer.email,
          template: 'contract-expired',
          content: contractExpiredEmail({
            name: photographer.name,
            title: row.title,
            clientName: row.clientName,
            url: `${deps.publicUrl}/contracts`,
          }),
          meta: { contractId: row.id },
        },
        { db: tx },
      );
    }
    return due.length;
  });
  return n;
}
