import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { safeText } from '../../shared/text.ts';
import { sendPdf } from './send-pdf.ts';
import type { ZodApp } from './zod-app.ts';

/**
 * A new link token (an invoice's, a contract's, a shared gallery's, a calendar feed's, the setup
 * link…): 32 random bytes in base64url, 43 characters, unguessable. The one way tokens are made.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * The routes of a client's link (/i/<token>, /c/<token>…), where the token is the access.
 * The path parameter: any token we issue fits, anything longer is refused before a lookup.
 */
export const tokenParams = z.object({ token: safeText().max(200) });

/** A link's answer is one person's document: never kept by a shared cache, never indexed. */
export const privateToLink = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');

/**
 * The two reads of a document's link (an invoice's /i/<token>, a contract's /c/<token>):
 * GET /:token answers `{ [name]: the document }` and GET /:token/pdf its PDF, both private to
 * the link. The link's other routes (pay, sign…) take `tokenParams` and answer `privateToLink`.
 */
export function documentLinkRoutes<Name extends string, Doc extends z.ZodType>(
  app: ZodApp,
  link: {
    tags: string[];
    /** The answer's one key: `{ invoice: … }`, `{ contract: … }`. */
    name: Name;
    schema: Doc;
    summary: string;
    pdfSummary: string;
    read: (token: string) => Promise<z.input<Doc>>;
    pdf: (token: string) => Promise<{ filename: string; pdf: Buffer }>;
  },
): void {
  // Callers are checked against their schema by the signature; the answer itself is checked by
  // the response schema when it is sent.
  const schema: z.ZodType = link.schema;
  app.get(
    '/:token',
    {
      schema: {
        tags: link.tags,
        summary: link.summary,
        params: tokenParams,
        response: { 200: z.object({ [link.name]: schema }) },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      return { [link.name]: await link.read(request.params.token) };
    },
  );

  app.get(
    '/:token/pdf',
    { schema: { tags: link.tags, summary: link.pdfSummary, params: tokenParams } },
    async (request, reply) => sendPdf(privateToLink(reply), await link.pdf(request.params.token), true),
  );
}
