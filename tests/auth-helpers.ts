import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authAccounts, authSessions, users } from '../src/server/db/schema/accounts.ts';
import type { Role } from '../src/shared/accounts.ts';

/**
 * Signing in as each kind of user in integration tests, fast (rows written directly, see
 * createUser) or through the real HTTP routes (signUpThroughApi, signIn):
 *
 *   const admin = await signInAs(t.app, 'superAdmin');
 *   await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers });
 *
 * `headers` carries the session cookie and the Origin that the CSRF check wants on writes.
 * Each sign-up and sign-in comes from its own made-up IP address, so that tests never trip
 * the per-IP rate limits (tests of those limits pick their IP on purpose).
 */

export type UserKind = 'customer' | 'pendingPhotographer' | 'approvedPhotographer' | 'superAdmin';
export const USER_KINDS: UserKind[] = [
  'customer',
  'pendingPhotographer',
  'approvedPhotographer',
  'superAdmin',
];

export const TEST_PASSWORD = 'Passw0rd-for-tests';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  isApproved: boolean;
}

export interface SignedInUser extends TestUser {
  cookie: string;
  headers: { cookie: string; origin: string };
}

let ipCounter = 0;
/** A fresh address from the TEST-NET ranges for each call. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function originOf(app: FastifyInstance): string {
  return new URL(String(app.auth.options.baseURL)).origin;
}

/** Cookies a response set, as a Cookie header for the next request (deleted ones left out). */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '' && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: nextTestIp(),
    ...extra,
    headers: { origin: originOf(app), ...(extra.headers ?? {}) },
  });
}

export interface CreateUserOptions {
  kind?: UserKind;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Email verified (default true: most tests are about what comes after). */
  verified?: boolean;
}

const kindToRole: Record<UserKind, { role: Role; isApproved: boolean }> = {
  customer: { role: 'customer', isApproved: false },
  pendingPhotographer: { role: 'photographer', isApproved: false },
  approvedPhotographer: { role: 'photographer', isApproved: true },
  superAdmin: { role: 'super_admin', isApproved: true },
};

/**
 * THE FAST USER FACTORY: writes the user row and its password account straight to the
 * database (role, approval and verification as asked), with the app's own password hash
 * (cheap in tests: see tests/fast-password-hash.ts). The user can still sign in through
 * the real route with `password`. Tests of sign-up itself use `signUpThroughApi`.
 */
export async function createUser(app: FastifyInstance, options: CreateUserOptions = {}): Promise<TestUser> {
  const kind = options.kind ?? 'customer';
  const { role, isApproved } = kindToRole[kind];
  const email = (
    options.email ?? `${kind.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`
  ).toLowerCase();
  const password = options.password ?? TEST_PASSWORD;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? kind;
  const context = await app.auth.$context;
  const hash = await context.password.hash(password);
  const [row] = await app.db
    .insert(users)
    .values({
      name: `${firstName} ${lastName}`,
      email,
      firstName,
      lastName,
      role,
      isApproved,
      emailVerified: options.verified ?? true,
    })
    .returning({ id: users.id });
  const id = row!.id;
  await app.db
    .insert(authAccounts)
    .values({ userId: id, accountId: id, providerId: 'credential', password: hash });
  return { id, email, password, role, isApproved };
}

/** Signs a user up through the real route (for tests where sign-up is part of the story). */
export async function signUpThroughApi(
  app: FastifyInstance,
  options: CreateUserOptions = {},
): Promise<TestUser> {
  const kind = options.kind ?? 'customer';
  const { role, isApproved } = kindToRole[kind];
  const email = (
    options.email ?? `${kind.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`
  ).toLowerCase();
  const password = options.password ?? TEST_PASSWORD;
  const res = await postJson(app, '/api/auth/sign-up/email', {
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? kind,
    email,
    password,
    role: role === 'photographer' ? 'photographer' : 'customer',
    acceptTerms: true,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const [row] = await app.db
    .update(users)
    .set({ role, isApproved, emailVerified: options.verified ?? true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { id: row!.id, email, password, role, isApproved };
}

/** Signs in through the real route (for tests of sign-in, throttling, sessions). */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe = true,
): Promise<string> {
  const res = await postJson(app, '/api/auth/sign-in/email', { email, password, rememberMe });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

/**
 * A session for this user without the sign-in route: a session row and the cookie
 * better-auth would set for it (`token.signature`, HMAC-SHA256 with the app's secret).
 */
export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const context = await app.auth.$context;
  const token = randomBytes(24).toString('base64url');
  await app.db.insert(authSessions).values({
    userId,
    token,
    expiresAt: new Date(Date.now() + context.sessionConfig.expiresIn * 1000),
    ipAddress: '',
    userAgent: '',
  });
  const signature = createHmac('sha256', context.secret).update(token).digest('base64');
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export async function signInUser(app: FastifyInstance, user: TestUser): Promise<SignedInUser> {
  const cookie = await sessionCookieFor(app, user.id);
  return { ...user, cookie, headers: { cookie, origin: originOf(app) } };
}

/** A new user of this kind, signed in (both through the fast factory). */
export async function signInAs(
  app: FastifyInstance,
  kind: UserKind,
  options: Omit<CreateUserOptions, 'kind'> = {},
): Promise<SignedInUser> {
  return signInUser(app, await createUser(app, { ...options, kind }));
}

/** Emails sent to an address, newest first (the outbox is the mailer's log in every mode). */
export async function emailsTo(app: FastifyInstance, to: string) {
  return app.database.query<{ subject: string; text: string; template: string; html: string }>(
    'select subject, text, template, html from notification_outbox where "to" = $1 order by created_at desc',
    [to.toLowerCase()],
  );
}

/** The first link in the newest email to this address, optionally of one template. */
export async function linkInLatestEmail(
  app: FastifyInstance,
  to: string,
  template?: string,
): Promise<string> {
  const emails = (await emailsTo(app, to)).filter((e) => !template || e.template === template);
  const match = emails[0]?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in an email to ${to}`);
  return match[0];
}
