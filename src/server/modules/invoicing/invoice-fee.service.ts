import { lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import { findInvoice } from './invoicing.repository.ts';

/**
 * The fee of one of the photographer's invoices, for another module's documents (a contract
 * linked to a booking): its total, and its first instalment (the deposit) when it has a schedule.
 */
export async function invoiceFee(
  db: Db,
  photographerId: string,
  invoiceId: string,
): Promise<{ totalKobo: number; depositKobo: number | null } | undefined> {
  const row = await findInvoice(db, photographerId, invoiceId);
  if (!row || row.status === 'void') return undefined;
  const schedule = await readSchedule(db, row.id, lagosDate(new Date()));
  return { totalKobo: row.totalKobo, depositKobo: schedule[0]?.amountKobo ?? null };
}
