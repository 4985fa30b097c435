import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The photographer's side of a module (their invoices, contracts…): `routes` registered in a
 * scope of their own that only approved photographers get into. The module's other routes (e.g.
 * GET /received, for any signed-in person) keep their own guard.
 *
 *   await app.register(forApprovedPhotographers(async (scope) => { scope.get('/', …); }));
 */
export function forApprovedPhotographers(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (scope, options) => {
    scope.addHook('onRequest', scope.requireApprovedPhotographer);
    await routes(scope, options);
  };
}
