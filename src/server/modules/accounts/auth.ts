import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { SIGN_UP_ROLES } from '../../../shared/accounts.ts';
import type { PasswordHasher } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authAccounts, authSessions, authVerifications, users } from '../../db/schema/accounts.ts';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from '../../emails/account-emails.tsx';
import { countAttempt } from '../../lib/attempt-counter.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { CLIENT_IP_HEADER, COOKIE_PREFIX } from './auth-constants.ts';
import { createAuthHooks } from './auth-hooks.ts';
import { clearSignInThrottles } from './sign-in-throttle.service.ts';

export const SESSION_DAYS_REMEMBERED = 30;
export const RESET_TOKEN_MINUTES = 30;
const DAY = 24 * 60 * 60;

/**
 * Per-IP limits (requests per window in seconds), counted in the database so that every app
 * instance shares them. Sign-in allows a handful of tries a minute: enough for typos, useless
 * for guessing. The per-account slowdown in the hooks adds to this.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 10 },
  '/sign-up/email': { window: 10 * 60, max: 10 },
  '/send-verification-email': { window: 10 * 60, max: 5 },
  '/request-password-reset': { window: 10 * 60, max: 5 },
  '/reset-password': { window: 10 * 60, max: 10 },
  '/change-password': { window: 10 * 60, max: 10 },
} as const;

/**
 * better-auth endpoints Aworan does not use. They answer 404 so nothing can reach around
 * the rules: /update-user could set the role, /list-sessions hands session tokens to
 * JavaScript (the account page uses our own routes instead), email change is not offered.
 */
export const DISABLED_AUTH_PATHS = [
  '/update-user',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/account-info',
  '/get-access-token',
  '/refresh-token',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/update-session',
  '/verify-password',
  '/set-password',
];

export interface AuthDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
  isProduction: boolean;
  /** Origins, besides PUBLIC_URL, whose requests may carry the session cookie. */
  trustedOrigins: string[];
  socialProviders: {
    google?: { clientId: string; clientSecret: string };
    facebook?: { clientId: string; clientSecret: string };
  };
  /** Test harness only (see AppConfig.testPasswordHasher); scrypt when absent. */
  passwordHasher?: PasswordHasher;
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** Origins the browser may be on when it talks to this server. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function allowedOrigins(deps: Pick<AuthDeps, 'publicUrl' | 'trustedOrigins' | 'isProduction'>) {
  const origins = new Set([new URL(deps.publicUrl).origin, ...deps.trustedOrigins]);
  if (!deps.isProduction) {
    // The Vite dev server proxies /api from its own port.
    origins.add('http://localhost:5173');
    origins.add('http://127.0.0.1:5173');
    // On one's own machine, localhost and 127.0.0.1 are the same server: accept both spellings.
    const publicUrl = new URL(deps.publicUrl);
    if (LOOPBACK_HOSTS.has(publicUrl.hostname)) {
      for (const host of LOOPBACK_HOSTS)
        origins.add(`${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`);
    }
  }
  return [...origins];
}

/**
 * better-auth's per-address limits count with every other attempt limit (decision 259): one
 * atomic upsert per request, a window that starts at the first request (`rule.window` is in
 * seconds), refused past `rule.max` until it ends.
 */
function authAttempts(db: Db) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const { count, resetInMs } = await countAttempt(db, `auth|${key}`, rule.window * 1000);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
  };
}

export function createAuth(deps: AuthDeps) {
  const { db, mailer, log, publicUrl } = deps;
  const send = async (to: string, template: string, content: Parameters<Mailer['send']>[0]['content']) => {
    try {
      await mailer.send({ to, template, content });
    } catch (err) {
      // The outbox row records the failure; the person can ask for the email again.
      log.error({ err, template }, 'account email could not be sent');
    }
  };

  return betterAuth({
    appName: 'Aworan',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: allowedOrigins(deps),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    logger: {
      level: 'warn',
      log(level, message, ...args) {
        log[level]({ auth: args.length ? args : undefined }, message);
      },
    },
    onAPIError: {
      // Refusals are routine (wrong password, weak password); only real faults are errors.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) log.info({ reason: error.message }, 'auth refused');
        else log.error({ err: error }, 'auth failed');
      },
      // A failed social sign-in comes back to the login page, which explains it.
      errorURL: `${publicUrl}/login`,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        // Only customer or photographer can come in through sign-up; super_admin is set by an admin.
        role: {
          type: 'string',
          required: false,
          defaultValue: 'customer',
          validator: { input: z.enum(SIGN_UP_ROLES) },
        },
        isApproved: { type: 'boolean', required: false, defaultValue: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS_REMEMBERED * DAY,
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      ...(deps.passwordHasher && { password: deps.passwordHasher }),
      async sendResetPassword({ user, token }) {
        const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const firstName = String((user as { firstName?: string }).firstName ?? '');
        await send(user.email, 'reset-password', resetPasswordEmail(firstName, url, RESET_TOKEN_MINUTES));
      },
      async onPasswordReset({ user }, request) {
        // The owner proved control of the mailbox: no address stays slowed for this account.
        await clearSignInThrottles(db, user.email);
        await recordAudit(db, {
          action: 'auth.password_reset',
          actorUserId: user.id,
          targetType: 'user',
          targetId: user.id,
          ipAddress: request?.headers.get(CLIENT_IP_HEADER),
          userAgent: request?.headers.get('user-agent'),
        });
      },
      async onExistingUserSignUp({ user }) {
        const firstName = String((user as { firstName?: string }).firstName ?? '');
        await send(user.email, 'existing-account', existingAccountEmail(firstName, `${publicUrl}/login`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified person who tries to log in gets a fresh link (the sign-in limit caps it).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      async sendVerificationEmail({ user, url }) {
        const firstName = String((user as { firstName?: string }).firstName ?? '');
        // A link sent without a destination (e.g. on a sign-in attempt) lands on the login page.
        const link = new URL(url);
        if ((link.searchParams.get('callbackURL') ?? '/') === '/') {
          link.searchParams.set('callbackURL', '/login?verified=1');
        }
        await send(user.email, 'verify-email', verificationEmail(firstName, link.toString()));
      },
    },
    socialProviders: {
      ...(deps.socialProviders.google && {
        google: {
          ...deps.socialProviders.google,
          mapProfileToUser: (profile) => ({
            firstName: profile.given_name ?? '',
            lastName: profile.family_name ?? '',
          }),
        },
      }),
      ...(deps.socialProviders.facebook && {
        facebook: {
          ...deps.socialProviders.facebook,
          mapProfileToUser: (profile) => splitName(profile.name),
        },
      }),
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 200,
      customRules: { ...AUTH_RATE_LIMITS, '/get-session': false, '/ok': false },
      customStorage: authAttempts(db),
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    databaseHooks: {
      session: {
        create: {
          // One place for every way in (password, social, reset): a disabled account gets no session.
          async before(session) {
            const [owner] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (owner?.disabledAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: 'This account has been disabled. Contact Aworan support to restore it.',
              });
            }
          },
        },
      },
    },
    hooks: createAuthHooks({ db, mailer: send, publicUrl }),
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The bridge overwrites this header with Fastify's request.ip (which honours TRUST_PROXY
      // only), so a client cannot pick its own rate-limit bucket with X-Forwarded-For.
      // Its rate limits count an IPv6 client by its /64, like every other limit (decision 211).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      database: { generateId: 'uuid' },
      // better-auth turns these off under NODE_ENV=test; we want tests to see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
