import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './report-rows.ts';

export interface StatementBusiness {
  name: string;
  address: string;
  email: string;
  tin: string;
}

/**
 * Who the statement is for, as their invoices name them: the invoice settings' business name,
 * else the profile's, else the account's name; the address and TIN of the invoice settings.
 */
export async function statementBusiness(db: Db, photographerId: string): Promise<StatementBusiness> {
  const [row] = await rowsOf<Record<string, string | null>>(
    db,
    sql`select coalesce(nullif(s.business_name, ''), nullif(p.business_name, ''), u.name) as name,
               coalesce(s.address, '') as address, u.email, coalesce(s.tin, '') as tin
          from users u
          left join invoice_settings s on s.photographer_id = u.id
          left join photographer_profiles p on p.user_id = u.id
         where u.id = ${photographerId}`,
  );
  return {
    name: String(row?.name ?? ''),
    address: String(row?.address ?? ''),
    email: String(row?.email ?? ''),
    tin: String(row?.tin ?? ''),
  };
}
