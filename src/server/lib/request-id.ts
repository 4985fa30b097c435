import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id travels in, both ways (a proxy may set it; every answer carries it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be kept: nginx's `$request_id` (32 hex) and UUIDs fit. */
const ACCEPTED_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The request's id: the one a proxy in front gave it, when well formed (so its log and ours
 * name the request alike), otherwise a new UUID. Every log line of the request carries it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
