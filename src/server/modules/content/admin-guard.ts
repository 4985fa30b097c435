import type { FastifyRequest } from 'fastify';

/** The signed-in admin's id, recorded as the author of a change (set by the role guard). */
export function viewerId(request: FastifyRequest): string | null {
  return request.viewer?.userId ?? null;
}
