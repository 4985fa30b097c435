import type { FastifyRequest } from 'fastify';

/**
 * The signed-in admin's id, recorded as the author of a content change. The content-admin
 * routes' role guard has already let only super admins through; this only reads who they are.
 */
export function authorId(request: FastifyRequest): string | null {
  return request.viewer?.userId ?? null;
}
