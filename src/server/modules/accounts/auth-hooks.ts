import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { passwordWeaknesses, signUpSchema, weakPasswordMessage } from '../../../shared/accounts.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { passwordChangedEmail } from '../../emails/account-emails.tsx';
import type { EmailContent } from '../../emails/render.tsx';
import { clientNetwork } from '../../lib/client-network.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { CLIENT_IP_HEADER } from './auth-constants.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import {
  lockedMessage,
  registerFailedSignIn,
  registerSuccessfulSignIn,
  remainingLockMs,
  type ThrottleKey,
} from './sign-in-throttle.service.ts';

type SendEmail = (to: string, template: string, content: EmailContent) => Promise<void>;

interface HookDeps {
  db: Db;
  mailer: SendEmail;
  publicUrl: string;
}

function weakPassword(reasons: string[], field: string) {
  return new APIError('BAD_REQUEST', {
    code: 'WEAK_PASSWORD',
    message: weakPasswordMessage(reasons),
    reasons,
    fields: { [field]: weakPasswordMessage(reasons) },
  });
}

function assertStrongPassword(value: unknown, field: string) {
  const password = typeof value === 'string' ? value : '';
  const reasons = passwordWeaknesses(password);
  if (reasons.length) throw weakPassword(reasons, field);
  if (isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      code: 'COMMON_PASSWORD',
      message: COMMON_PASSWORD_MESSAGE,
      fields: { [field]: COMMON_PASSWORD_MESSAGE },
    });
  }
}

/** The first top-level string field holding text no database should store, if any. */
function unsafeTextField(values: unknown): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && !isSafeText(value)) return key;
  }
  return undefined;
}

/** The slowdown's key: the account and the client IP the Fastify bridge vouches for (decision 012). */
function throttleKey(email: string, headers: Headers | undefined): ThrottleKey {
  return { email, ipAddress: clientNetwork(headers?.get(CLIENT_IP_HEADER) ?? '') };
}

function normalisedEmail(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/**
 * The rules better-auth does not know about, applied inside its own pipeline so that they
 * hold whichever way a request reaches it: the sign-up contract (names, role, password
 * strength, terms), the per-account sign-in slowdown, the audit trail and friendlier wording.
 */
export function createAuthHooks({ db, mailer, publicUrl }: HookDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    // better-auth's own schemas let a NUL byte through to the database (a 500 on reset-password):
    // the same shared rule as every other route applies to its bodies and query strings.
    const unsafe = unsafeTextField(ctx.body) ?? unsafeTextField(ctx.query);
    if (unsafe) {
      throw new APIError('BAD_REQUEST', {
        code: 'VALIDATION_ERROR',
        message: UNSAFE_TEXT_MESSAGE,
        fields: { [unsafe]: UNSAFE_TEXT_MESSAGE },
      });
    }
    switch (ctx.path) {
      case '/sign-up/email': {
        // `image` is better-auth's own field: our form never sends one, and a stored
        // `javascript:` or tracking address would follow the account into every page that shows
        // an avatar. Only a social provider's profile picture sets it. Refused rather than
        // dropped: better-auth merges a hook's body into the original, so a key cannot be removed.
        if (ctx.body?.image !== undefined) {
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION_ERROR',
            message: 'Sign-up does not take a profile image',
            fields: { image: 'Sign-up does not take a profile image' },
          });
        }
        const parsed = signUpSchema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
          const reasons = passwordWeaknesses(String(ctx.body?.password ?? ''));
          if (fields.password && reasons.length) throw weakPassword(reasons, 'password');
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION_ERROR',
            message: Object.values(fields)[0] ?? 'Invalid sign-up details',
            fields,
          });
        }
        assertStrongPassword(parsed.data.password, 'password');
        const { firstName, lastName, email, role } = parsed.data;
        return {
          context: {
            body: { ...ctx.body, email, firstName, lastName, role, name: `${firstName} ${lastName}` },
          },
        };
      }
      case '/sign-in/email': {
        const email = normalisedEmail(ctx.body?.email);
        if (!email) return;
        const waitMs = await remainingLockMs(db, throttleKey(email, ctx.headers));
        if (waitMs > 0) {
          await recordAudit(db, {
            action: 'auth.sign_in_locked',
            targetType: 'email',
            targetId: email,
            ipAddress: ctx.headers?.get(CLIENT_IP_HEADER),
            userAgent: ctx.headers?.get('user-agent'),
          });
          throw new APIError('TOO_MANY_REQUESTS', { code: 'SIGN_IN_SLOWED', message: lockedMessage(waitMs) });
        }
        return;
      }
      case '/reset-password':
        assertStrongPassword(ctx.body?.newPassword, 'newPassword');
        return;
      case '/change-password':
        assertStrongPassword(ctx.body?.newPassword, 'newPassword');
        // Changing the password always ends the other sessions, whatever the body says.
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      default:
        return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    const ipAddress = ctx.headers?.get(CLIENT_IP_HEADER);
    const userAgent = ctx.headers?.get('user-agent');

    switch (ctx.path) {
      case '/sign-in/email': {
        const email = normalisedEmail(ctx.body?.email);
        if (!email) return;
        if (failed && returned.statusCode === 401) {
          const { failures, lockedUntil } = await registerFailedSignIn(db, throttleKey(email, ctx.headers));
          await recordAudit(db, {
            action: 'auth.sign_in_failed',
            targetType: 'email',
            targetId: email,
            ipAddress,
            userAgent,
            details: { failures, lockedUntil: lockedUntil?.toISOString() ?? null },
          });
          return;
        }
        if (failed && returned.body?.code === 'EMAIL_NOT_VERIFIED') {
          throw new APIError('FORBIDDEN', {
            code: 'EMAIL_NOT_VERIFIED',
            message: 'Please verify your email before logging in. We have sent you a new verification link.',
          });
        }
        if (!failed) await registerSuccessfulSignIn(db, throttleKey(email, ctx.headers));
        return;
      }
      case '/change-password': {
        const session = ctx.context.session;
        if (failed || !session) return;
        await recordAudit(db, {
          action: 'auth.password_changed',
          actorUserId: session.user.id,
          targetType: 'user',
          targetId: session.user.id,
          ipAddress,
          userAgent,
        });
        const firstName = String((session.user as { firstName?: string }).firstName ?? '');
        await mailer(
          session.user.email,
          'password-changed',
          passwordChangedEmail(firstName, `${publicUrl}/forgot-password`),
        );
        return;
      }
      default:
        return;
    }
  });

  return { before, after };
}
