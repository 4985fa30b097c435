import type { FastifyRequest } from 'fastify';
import { DATA_SAVER_COOKIE, dataSaverFactsOfRequest, decideDataSaver } from '../../shared/data-saver.ts';
import type { ReadHints } from '../../shared/public-reads.ts';

/**
 * What the request says about the visitor (shared/public-reads.ts, ReadHints): one reading for
 * the API route and the server-rendered page, so both answer alike (decision 267).
 */
export function hintsOf(request: FastifyRequest): ReadHints {
  const facts = dataSaverFactsOfRequest(request.headers, request.cookies?.[DATA_SAVER_COOKIE]);
  return { dataSaver: decideDataSaver(facts).on };
}
