import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodApp } from './zod-app.ts';

/**
 * The photographer's side of a module (their invoices, contracts…): `routes` registered in a
 * scope of their own that only approved photographers get into. The module's other routes (e.g.
 * GET /received, for any signed-in person) keep their own guard.
 *
 *   await forApprovedPhotographers(app, async (scope) => { scope.get('/', …); });
 */
export async function forApprovedPhotographers(app: ZodApp, routes: (scope: ZodApp) => Promise<void>) {
  await app.register(async (inner) => {
    const scope = inner.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', app.requireApprovedPhotographer);
    await routes(scope);
  });
}
