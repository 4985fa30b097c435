import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SignedInUser, UserKind } from '../../auth-helpers.ts';
import type { FakePaystack } from '../../fake-paystack/fake-paystack.ts';

/** What the matrix test sets up for `create` functions that need it. */
export const ownershipContext: { paystack?: FakePaystack } = {};

/**
 * THE OWNERSHIP MATRIX: every API route that takes an id, a slug or a token in its path, and
 * whose object it is. authorization-matrix checks roles; ownership-matrix.int.test.ts checks
 * objects: it creates the object as its owner, then calls the route as another photographer,
 * a customer and an anonymous visitor (and, for token links, with a wrong and an expired
 * token), expecting the refusal written here, then as the owner, who must succeed. Another
 * owner's object answers 404, exactly like a missing one, so ids leak nothing.
 *
 * Each module lists its routes in its own file in this folder (tests/authz/ownership/<module>.ts),
 * and index.ts joins the files into one table. A route with a path parameter that is missing
 * from the table fails the test, and so does an entry with no route. HOW TO ADD A ROUTE: in your
 * module's file (a new module adds a file and one line in index.ts), pick its level:
 *   owned            the object belongs to one user: give `owner`, `create` and `refusals`
 *                    (server side, check it through src/server/lib/access.ts)
 *   owner-or-public  like owned, but public once its owner publishes it
 *   token            the token in the link is the access (client links: /i/…, /c/…, galleries,
 *                    calendar feeds): give `create`, which makes a valid token
 *   public           anyone may read it by its public slug (published content only)
 *   admin-any        super admins act on any object; the role matrix covers who else may
 *   not-an-object    the parameter names no stored object (e.g. a sign-in provider)
 */

type Caller = Exclude<UserKind, 'pendingPhotographer'> | 'anonymous' | 'otherPhotographer' | 'otherCustomer';

export interface OwnedRule {
  level: 'owned' | 'owner-or-public';
  /** Who creates the object, and calls the route successfully. */
  owner: Exclude<UserKind, 'superAdmin'>;
  /** Creates the object as `owner`; returns the route's path parameters. */
  create: (app: FastifyInstance, owner: SignedInUser) => Promise<Record<string, string>>;
  /** The rest of the request (body, headers). */
  request?: (params: Record<string, string>) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>;
  /** Status each other caller gets. */
  refusals: Partial<Record<Caller, number>>;
  /** Status the owner gets. */
  ownerStatus: number;
}

export interface TokenRule {
  level: 'token';
  /** Makes a valid token; `expired` makes one that has run out. */
  create: (app: FastifyInstance, options: { expired: boolean }) => Promise<Record<string, string>>;
  query?: string;
  /** The request body, for token routes that take one. */
  payload?: Record<string, unknown>;
  /** True when the answer grants access (e.g. redirects on with the token). */
  granted: (response: { statusCode: number; headers: Record<string, unknown> }) => boolean;
}

export type OwnershipRule =
  | OwnedRule
  | TokenRule
  | { level: 'public' | 'admin-any' | 'not-an-object'; why: string };

/** One module's rows: route → rule. */
export type OwnershipTable = Record<string, OwnershipRule>;

export const photographerRefusals = {
  otherPhotographer: 404,
  customer: 403,
  superAdmin: 403,
  anonymous: 401,
};
/** A record an approved photographer owns: others get the photographer refusals. */
export const photographerOwned = (
  create: (app: FastifyInstance, owner: SignedInUser) => Promise<Record<string, string>>,
  ownerStatus: number,
  request?: OwnedRule['request'],
): OwnedRule => ({
  level: 'owned',
  owner: 'approvedPhotographer',
  create,
  ...(request ? { request } : {}),
  refusals: photographerRefusals,
  ownerStatus,
});
