import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  registerClientDeletionGuard,
  registerClientShareProvider,
} from '../clients/client-registry.service.ts';
import { photographerBrand } from '../invoicing/invoice-logo.service.ts';
import { provideMessageLink } from '../messages/message-links.service.ts';
import { previewLinks } from '../og-image/og-card.ts';
import { provideBookingContractTerms } from '../scheduling/booking-links.service.ts';
import { publicContractRoutes } from './contract-link.routes.ts';
import { rowByToken } from './contract-link.service.ts';
import { type SealConfig, sealKey } from './contract-seal.ts';
import { contractTemplateRoutes } from './contract-templates.routes.ts';
import { cancellationTermsOfBooking } from './contract-terms.service.ts';
import { findContractByToken } from './contracts.repository.ts';
import { contractRoutes } from './contracts.routes.ts';
import {
  CONTRACT_SIGNED_JOB,
  type ContractsDeps,
  contractsSentTo,
  deliverSignedContract,
  expireContracts,
  getPublicContract,
} from './contracts.service.ts';

/** Daily, Africa/Lagos, just after midnight: sent contracts past their date expire. */
export const CONTRACT_EXPIRY_JOB = 'contract-expiry';
export const CONTRACT_EXPIRY_CRON = '10 0 * * *';

/**
 * The contracts module inside /api: the photographer's contracts and templates (/api/contracts),
 * the client's link (/api/public/contracts/:token, page /c/<token>), the signed-PDF job and the
 * daily expiry job; what it tells the clients module (deletion guard, share card).
 */
export async function contractsModule(
  api: FastifyInstance,
  opts: {
    publicUrl: string;
    /** CONTRACT_SEAL_P12 and CONTRACT_SEAL_PASSWORD: the operator's own certificate. */
    seal?: { p12Path?: string | undefined; password?: string | undefined } | undefined;
    /** What the platform's own certificate is kept encrypted with (decision 213). */
    authSecret?: string | undefined;
    dataDir?: string | undefined;
    /** Make the platform certificate at start (off in tests: made at the first signed PDF). */
    warmSeal?: boolean;
  },
) {
  const seal: SealConfig = {
    p12: opts.seal?.p12Path ? fs.readFileSync(opts.seal.p12Path) : undefined,
    password: opts.seal?.password,
    authSecret: opts.authSecret,
    dataDir: opts.dataDir,
    warn: (message) => api.log.warn(message),
  };
  provideBookingContractTerms(cancellationTermsOfBooking);
  // The contract's link also opens the client's conversation with the photographer.
  provideMessageLink('contract', async (db, token) => {
    const row = await findContractByToken(db, token);
    return row && row.status !== 'draft' && row.status !== 'void'
      ? { photographerId: row.photographerId, clientId: row.clientId }
      : undefined;
  });
  const deps = (): ContractsDeps => ({
    db: api.db,
    mailer: api.mailer,
    storage: api.storage,
    log: api.log,
    publicUrl: opts.publicUrl,
    seal,
    enqueue: (queue, data) => api.jobs.send(queue, data),
  });

  // A client with signed contracts is kept (they are evidence); the client's dashboard card.
  registerClientDeletionGuard('contracts', async (tx, client) => {
    const sent = await contractsSentTo(tx, client);
    return sent.some((c) => c.status === 'signed') ? 'signed contracts' : null;
  });
  registerClientShareProvider({
    key: 'contracts',
    label: 'Contracts',
    order: 2,
    load: async (db, client) => {
      const sent = (await contractsSentTo(db, client)).filter((c) => c.status !== 'void');
      // Waiting for the client's own signature (one they signed waits for the photographer).
      const toSign = sent
        .filter((c) => c.status === 'sent' && !c.clientSignedAt && c.token)
        .sort((a, b) => (a.sentAt?.getTime() ?? 0) - (b.sentAt?.getTime() ?? 0));
      return {
        count: sent.length,
        nextAction: toSign.length > 0 ? `${toSign.length} to sign` : null,
        // The card opens the contract to sign (its link), the oldest first; else the list.
        href: toSign[0] ? `/c/${toSign[0].token}` : '/contracts',
      };
    },
  });

  if (api.hasDecorator('site')) {
    api.site.addPublicReaders({
      'contracts.public': async ({ token }) => ({ contract: await getPublicContract(deps(), token) }),
    });
    // A shared link's preview: the business and its logo, no names or terms; never indexed.
    previewLinks(api, {
      kind: 'contract',
      pattern: /^\/c\/([^/]+)$/,
      meta: {
        title: 'Your contract',
        description: 'Read and sign your contract.',
        type: 'website',
        noindex: true,
      },
      card: async (read, token) => {
        const row = await rowByToken(read.db, token).catch(() => undefined);
        if (!row) return undefined;
        const brand = await photographerBrand(read, row.photographerId);
        return { title: `Contract from ${brand.name}`, subtitle: 'Read and sign online', logo: brand.logo };
      },
    });
  }
  await api.register(contractRoutes, { prefix: '/contracts', deps });
  await api.register(contractTemplateRoutes, { prefix: '/contracts', deps });
  await api.register(publicContractRoutes, { prefix: '/public/contracts', deps });

  api.jobs.handle<{ contractId: string }>(
    CONTRACT_SIGNED_JOB,
    async ({ contractId }) => deliverSignedContract(deps(), contractId),
    // Short first delays: a seal caught by a crash resumes within a minute (decision 191).
    { retryLimit: 7, retryDelay: 10 },
  );
  api.jobs.recurring(CONTRACT_EXPIRY_JOB, CONTRACT_EXPIRY_CRON, async () => {
    const n = await expireContracts(deps());
    if (n) api.log.info({ contracts: n }, 'contracts expired');
  });
  // The seal certificate is made at first start, off the request path (about a second).
  if (opts.warmSeal) {
    api.addHook('onReady', async () => {
      sealKey(api.db, seal).catch((err) => api.log.error({ err }, 'contract seal certificate'));
    });
  }
}
