import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, ROLES } from '../../../shared/accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Accounts. The first four tables are better-auth's (user, session, account, verification);
 * their JS keys are the field names better-auth uses, the SQL names are ours. Its per-address
 * limits count in `attempt_counters` with every other attempt limit (decision 259).
 * The profile (names, role, approval) lives on the user row as better-auth additional fields,
 * so one session lookup yields everything a guard needs (decision 010).
 */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always lowercase: better-auth normalises it before every lookup. */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Set when an admin disables the account: no sign-in, no session. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('customer', 'photographer', 'super_admin')`),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user: 'credential' (password hash) or a social provider. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

/** Single-use tokens: password reset, OAuth state. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** Server secrets generated on first start (AUTH_SECRET when unset), shared by all instances. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Each application a photographer sends; a rejected photographer may send a new one. */
export const photographerApplications = pgTable(
  'photographer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    portfolioUrl: text('portfolio_url'),
    description: text('description'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('photographer_applications_user_idx').on(t.userId, t.createdAt),
    index('photographer_applications_status_idx').on(t.status, t.createdAt),
    // At most one application waiting for review per photographer.
    uniqueIndex('photographer_applications_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('photographer_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A photographer's business details, edited in the Photographer Portal. */
export const photographerProfiles = pgTable(
  'photographer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull().default(''),
    /** Public address of the profile page (/photographers/<slug>); null until chosen. */
    slug: text('slug').unique(),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bio: text('bio').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The directory's city filter compares lower(trim(city)): read off this index, not every
  // listed photographer (decision 290).
  (t) => [index('photographer_profiles_city_idx').on(sql`lower(trim(${t.city}))`)],
);
