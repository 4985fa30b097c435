import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { passwordWeaknesses, signUpSchema, weakPasswordMessage } from '../../../shared/accounts.ts';
import type { Db } from '../../db/client.ts';
import { passwordChangedEmail } from '../../emails/account-emails.tsx';
import type { EmailContent } from '../../emails/render.tsx';
import { recordAudit } from '../audit/audit.service.ts';
import { CLIENT_IP_HEADER } from './auth-constants.ts';
import {
  lockedMessage,
  registerFailedSignIn,
  registerSuccessfulSignIn,
  remainingLockMs,
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
  const reasons = passwordWeaknesses(typeof value === 'string' ? value : '');
  if (reasons.length) throw weakPassword(reasons, field);
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
    switch (ctx.path) {
      case '/sign-up/email': {
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
        const waitMs = await remainingLockMs(db, email);
        if (waitMs > 0) {
          await recordAudit(db, {
            action: 'auth.sign_in_locked',
            targetType: 'email',
            targetId: email,
            ipAddress: ctx.headers?.get(CLIENT_IP_HEADER),
            userAgent: ctx.headers?.get('user-agent'),
          });
          throw new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_LOCKED', message: lockedMessage(waitMs) });
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
          const { failures, lockedUntil } = await registerFailedSignIn(db, email);
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
        if (!failed) await registerSuccessfulSignIn(db, email);
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
