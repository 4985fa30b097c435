import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error.ts';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Headers a reverse proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * True only for a request made on this machine, straight to the server: from a loopback socket,
 * to a loopback Host, with none of a proxy's headers. nginx or Caddy on the same host connect
 * from 127.0.0.1 too, so the socket alone proves nothing (decision 192). Development tools
 * answer nothing else.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) return false;
  if (PROXY_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${request.headers.host ?? ''}`).hostname);
  } catch {
    return false;
  }
}

/** An onRequest hook: 404 for anything but a direct local request. */
export async function localRequestsOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isDirectLocalRequest(request)) throw notFound();
}
