import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeText } from '../../shared/text.ts';

/**
 * A new link token (an invoice's, a contract's, a shared gallery's, a calendar feed's, the setup
 * link…): 32 random bytes in base64url, 43 characters, unguessable. The one way tokens are made.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * The routes of a client's link (/i/<token>, /c/<token>…), where the token is the access.
 * The path parameter: any token we issue fits, anything longer is refused before a lookup.
 */
export const tokenParams = z.object({ token: safeText().max(200) });

/** A link's answer is one person's document: never kept by a shared cache, never indexed. */
export const privateToLink = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
