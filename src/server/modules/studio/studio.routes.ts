import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studioOverviewSchema } from '../../../shared/studio.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { invoicingDeps } from '../invoicing/invoicing.service.ts';
import { studioOverview } from './studio-overview.service.ts';

/** The studio's own reads under /api/studio: approved photographers, each on their own things. */
export const studioRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  const deps = { db: app.db, invoicing: invoicingDeps(app, opts.publicUrl) };
  await forApprovedPhotographers(app, async (scope) => {
    scope.get(
      '/overview',
      {
        schema: {
          tags: ['studio'],
          summary:
            'What waits for the photographer: sessions, requests, signatures, unpaid invoices, leads, selections',
          response: { 200: studioOverviewSchema },
        },
      },
      async (request) => studioOverview(deps, viewerOf(request).userId),
    );
  });
};
