import { createHash } from 'node:crypto';
import { SETUP_LINK_TTL_MS, type SetupAdminInput } from '../../../shared/setup.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import { countByRole, createOrPromoteAdmin } from '../accounts/user-admin.service.ts';
import {
  addSetupTokenHash,
  deleteSetupToken,
  findSetupTokenHash,
  takeSetupTokenHash,
} from './setup.repository.ts';

/**
 * The first super admin without a terminal on the server (docs/decisions/053-first-admin-setup-link.md):
 * at a start with no super admin, the server prints a link with a random token, valid one hour
 * and once. Only its SHA-256 is stored, so reading the database does not give the link.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const gone = () =>
  new HttpError(410, 'This setup link was already used or has expired. Restart the server for a new one.');

async function hasSuperAdmin(db: Db): Promise<boolean> {
  return ((await countByRole(db)).super_admin ?? 0) > 0;
}

/** A new token when the install has no super admin (replacing any earlier one), else none. */
export async function issueSetupToken(db: Db, now = new Date()): Promise<string | undefined> {
  if (await hasSuperAdmin(db)) {
    await deleteSetupToken(db);
    return undefined;
  }
  const token = newLinkToken();
  await addSetupTokenHash(db, hashToken(token), now);
  return token;
}

const expired = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() > SETUP_LINK_TTL_MS;

/** Whether the link still works, so the page can say so before the form is filled. */
export async function checkSetupToken(db: Db, token: string, now = new Date()): Promise<void> {
  const row = await findSetupTokenHash(db, hashToken(token));
  if (!row || expired(row.createdAt, now) || (await hasSuperAdmin(db))) throw gone();
}

/** Uses the link: the token is consumed first, so two submissions cannot both create. */
export async function createFirstAdmin(db: Db, input: SetupAdminInput, now = new Date()) {
  const row = await takeSetupTokenHash(db, hashToken(input.token));
  if (!row || expired(row.createdAt, now) || (await hasSuperAdmin(db))) throw gone();
  const { token: _token, ...admin } = input;
  const { user } = await createOrPromoteAdmin(db, admin);
  return user;
}
