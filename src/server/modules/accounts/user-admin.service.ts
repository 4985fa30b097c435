import { hashPassword } from 'better-auth/crypto';
import type { SignUpRole } from '../../../shared/accounts.ts';
import {
  type AdminUser,
  type CreateAdminInput,
  USERS_PAGE_SIZE,
  type UsersResponse,
} from '../../../shared/admin.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { type AuditEntry, recordAudit } from '../audit/audit.service.ts';
import {
  deleteSessionsExcept,
  findUserByEmail,
  findUserById,
  type UserRow,
  updateUser,
} from './accounts.repository.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import {
  countUsersByRole,
  insertUserWithPassword,
  searchUsers,
  setCredentialPassword,
} from './user-admin.repository.ts';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isApproved: row.isApproved,
    emailVerified: row.emailVerified,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, search: string | undefined, page: number): Promise<UsersResponse> {
  const { rows, total } = await searchUsers(db, {
    search: search || undefined,
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
  });
  return { users: rows.map(toAdminUser), total, page, pageSize: USERS_PAGE_SIZE };
}

export function countByRole(db: Db) {
  return countUsersByRole(db);
}

export interface AdminActor {
  adminUserId: string;
  origin: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
}

async function targetUser(db: Db, userId: string, actor: AdminActor, verb: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found.');
  if (user.id === actor.adminUserId) throw badRequest(`You cannot ${verb} your own account.`);
  return user;
}

/**
 * Moves a person between customer and photographer. Super admins are out of reach here, and a
 * new photographer starts unapproved: they apply like anyone else.
 */
export async function changeRole(
  db: Db,
  userId: string,
  role: SignUpRole,
  actor: AdminActor,
): Promise<AdminUser> {
  // The check, the change and its audit entry commit together or not at all.
  return withTransaction(db, async (tx) => {
    const user = await targetUser(tx, userId, actor, 'change the role of');
    if (user.role === 'super_admin') throw conflict('Super admin accounts cannot be changed here.');
    if (user.role === role) return toAdminUser(user);
    const updated = await updateUser(tx, userId, { role, isApproved: false });
    await recordAudit(tx, {
      action: 'user.role_changed',
      actorUserId: actor.adminUserId,
      targetType: 'user',
      targetId: userId,
      ...actor.origin,
      details: { from: user.role, to: role },
    });
    // A photographer who is no longer one leaves the directory (decision 096).
    await publicDataChanged(tx, 'directory');
    return toAdminUser(updated!);
  });
}

/** Disabling ends every session at once and blocks sign-in; enabling lets the person back in. */
export async function setDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  actor: AdminActor,
): Promise<AdminUser> {
  // User row, sessions and audit entry together: a disabled account never keeps a session.
  return withTransaction(db, async (tx) => {
    const user = await targetUser(tx, userId, actor, disabled ? 'disable' : 'enable');
    if ((user.disabledAt !== null) === disabled) return toAdminUser(user);
    const updated = await updateUser(tx, userId, { disabledAt: disabled ? new Date() : null });
    if (disabled) await deleteSessionsExcept(tx, userId, null);
    await recordAudit(tx, {
      action: disabled ? 'user.disabled' : 'user.enabled',
      actorUserId: actor.adminUserId,
      targetType: 'user',
      targetId: userId,
      ...actor.origin,
      details: { email: user.email },
    });
    // A disabled photographer leaves the directory; enabled, they return (decision 096).
    await publicDataChanged(tx, 'directory');
    return toAdminUser(updated!);
  });
}

/** Super admins hold the keys to everything: a breached password is refused for them too. */
function assertNotCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
}

/** A new approved, verified super admin with its password, and the audit entry that says who made it. */
async function insertSuperAdmin(
  tx: Db,
  input: CreateAdminInput,
  hash: string,
  audit: Omit<Parameters<typeof recordAudit>[1], 'action' | 'targetType' | 'targetId'>,
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const row = await insertUserWithPassword(
    tx,
    {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'super_admin',
      isApproved: true,
      emailVerified: true,
    },
    hash,
  );
  await recordAudit(tx, { ...audit, action: 'admin.created', targetType: 'user', targetId: row.id });
  return row;
}

/** A signed-in super admin adds another: a new, approved, verified super admin account. */
export async function createAdmin(db: Db, input: CreateAdminInput, actor: AdminActor): Promise<AdminUser> {
  const email = input.email.toLowerCase();
  assertNotCommonPassword(input.password);
  if (await findUserByEmail(db, email)) throw conflict('An account with this email already exists.');
  // Hash before the transaction opens: it is slow on purpose and needs no lock.
  const hash = await hashPassword(input.password);
  let user: UserRow;
  try {
    // User, credential and audit entry together: no admin exists without its audit trail.
    user = await withTransaction(db, (tx) =>
      insertSuperAdmin(tx, input, hash, {
        actorUserId: actor.adminUserId,
        ...actor.origin,
        details: { email },
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('An account with this email already exists.');
    throw err;
  }
  return toAdminUser(user);
}

/**
 * The command-line path (`npm run admin:create`): creates the super admin, or promotes an
 * existing account and sets the given password. Whoever runs it controls the server already.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: CreateAdminInput,
): Promise<{ user: AdminUser; created: boolean }> {
  const email = input.email.toLowerCase();
  assertNotCommonPassword(input.password);
  const hash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const user = await withTransaction(db, (tx) =>
      insertSuperAdmin(tx, input, hash, { details: { email, via: 'cli' } }),
    );
    return { user: toAdminUser(user), created: true };
  }
  const user = await withTransaction(db, async (tx) => {
    const updated = await updateUser(tx, existing.id, {
      role: 'super_admin',
      isApproved: true,
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      disabledAt: null,
      emailVerified: true,
    });
    await setCredentialPassword(tx, existing.id, hash);
    await recordAudit(tx, {
      action: 'admin.promoted',
      targetType: 'user',
      targetId: existing.id,
      details: { email, from: existing.role, via: 'cli' },
    });
    // A photographer promoted to super admin leaves the directory (decision 096).
    await publicDataChanged(tx, 'directory');
    return updated!;
  });
  return { user: toAdminUser(user), created: false };
}
