/**
 * The zod-free half of the accounts contract: constants, paths and pure helpers. The navbar
 * and the route guard load on every page, so they import from here and keep zod out of the
 * entry chunk (see docs/decisions/030-public-bundle-budget.md); `accounts.ts` re-exports it all.
 */

import { isSitePath } from './site-path.ts';

export const ROLES = ['customer', 'photographer', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a person may pick at sign-up; super_admin only comes from an existing admin or the CLI. */
export const SIGN_UP_ROLES = ['customer', 'photographer'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Client',
  photographer: 'Photographer/Vendor',
  super_admin: 'Super admin',
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = 'At least 8 characters with letters and numbers.';

/** Why a password is too weak; empty when it is strong enough. */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!/\p{L}/u.test(password)) reasons.push('include at least one letter');
  if (!/\p{N}/u.test(password)) reasons.push('include at least one number');
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`use at most ${PASSWORD_MAX_LENGTH} characters`);
  return reasons;
}

export function weakPasswordMessage(reasons: string[]): string {
  return `Password is too weak: ${reasons.join(', ')}.`;
}

export const TERMS_MESSAGE = 'You must agree to the Terms of Service and Privacy Policy';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where a signed-in person lands when no page asked for them. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** The photographer's studio overview: every studio tool is one click from it. */
export const STUDIO_HOME = '/studio';

/**
 * Where a person lands after signing in when no page asked for them: an approved photographer
 * in their studio, everyone else on the dashboard (decision 195).
 */
export function signedInHome(viewer: { role: Role; isApproved: boolean } | null | undefined): string {
  return viewer?.role === 'photographer' && viewer.isApproved ? STUDIO_HOME : DEFAULT_SIGNED_IN_PATH;
}

/** Only same-site paths are followed after sign-in, never another host (see `isSitePath`). */
export function safeReturnPath(value: string | null | undefined, fallback = DEFAULT_SIGNED_IN_PATH): string {
  return value && isSitePath(value) ? value : fallback;
}

export const ACCOUNTS_API = {
  me: '/api/accounts/me',
  authOptions: '/api/accounts/auth-options',
  name: '/api/accounts/me/name',
  sessions: '/api/accounts/sessions',
  session: (id: string) => `/api/accounts/sessions/${id}`,
  revokeOtherSessions: '/api/accounts/sessions/revoke-others',
  application: '/api/accounts/photographer-application',
  profile: '/api/accounts/photographer-profile',
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signInSocial: '/api/auth/sign-in/social',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  sendVerificationEmail: '/api/auth/send-verification-email',
} as const;
