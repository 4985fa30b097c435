import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceLogoSchema } from '../../../shared/invoice-logo.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_KINDS,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '../../lib/uploads/images.ts';
import { readUpload, registerMultipart, type UploadRules } from '../../lib/uploads/multipart.ts';
import { enforceUploadRate } from '../../lib/uploads/upload-limits.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { getInvoiceLogo, removeInvoiceLogo, saveInvoiceLogo } from './invoice-logo.service.ts';

const tags = ['invoicing'];

const UPLOAD_RULES: UploadRules = {
  maxBytes: MAX_IMAGE_BYTES,
  accept: IMAGE_UPLOAD_KINDS,
  fields: [],
  tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  unsupportedMessage: UNSUPPORTED_IMAGE_MESSAGE,
  missingMessage: 'Choose an image for your logo.',
};

/** /api/invoices/settings/logo: the approved photographer's own logo, for their invoice PDFs. */
export const invoiceLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireApprovedPhotographer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await registerMultipart(app, UPLOAD_RULES);
  const deps = { storage: app.storage };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My invoice logo (a short-lived preview link), or null',
        response: { 200: invoiceLogoSchema },
      },
    },
    async (request) => getInvoiceLogo(deps, viewerOf(request).userId),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Set the logo printed on my invoices and receipts (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: invoiceLogoSchema },
      },
    },
    async (request) => {
      await enforceUploadRate(app.db, viewerOf(request));
      const upload = await readUpload(request, UPLOAD_RULES);
      return saveInvoiceLogo(deps, viewerOf(request).userId, upload);
    },
  );

  app.delete(
    '/',
    { schema: { tags, summary: 'Remove the logo from my invoices', response: { 200: invoiceLogoSchema } } },
    async (request) => removeInvoiceLogo(deps, viewerOf(request).userId),
  );
};
