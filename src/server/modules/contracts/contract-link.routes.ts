import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicContractSchema, signContractSchema } from '../../../shared/contracts.ts';
import { documentLinkRoutes, tokenParams } from '../../lib/token-link.ts';
import { type ContractsRouteOptions, ok, originOf, tags } from './contracts.routes.ts';
import { getPublicContract, markViewed, publicContractPdf, signByLink } from './contracts.service.ts';

/** The client's link (/api/public/contracts/:token): one contract, nothing else, no account. */
export const publicContractRoutes: FastifyPluginAsyncZod<ContractsRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const params = tokenParams;

  documentLinkRoutes(app, {
    tags,
    name: 'contract',
    schema: publicContractSchema,
    summary: 'A contract by its link',
    pdfSummary: 'The contract PDF by its link',
    read: (token) => getPublicContract(deps(), token),
    pdf: (token) => publicContractPdf(deps(), token),
  });

  app.post(
    '/:token/viewed',
    { schema: { tags, summary: 'The link was opened (audit trail)', params, response: { 200: ok } } },
    async (request) => {
      await markViewed(deps(), request.params.token, originOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/:token/sign',
    {
      schema: {
        tags,
        summary: 'The client signs: consent, typed full name and drawn signature',
        params,
        body: signContractSchema,
        response: { 200: z.object({ contract: publicContractSchema }) },
      },
    },
    async (request) => ({
      contract: await signByLink(deps(), request.params.token, request.body, originOf(request)),
    }),
  );
};
