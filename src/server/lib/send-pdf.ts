import type { FastifyReply } from 'fastify';
import { contentDisposition } from './uploads/serve-file.ts';

/** Answers with a generated PDF: never cached (it is someone's document), named for saving. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }, download: boolean) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
