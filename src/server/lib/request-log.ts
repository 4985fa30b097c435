import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One structured line per request (method, path, status, time) instead of Fastify's two
 * ("incoming request" and "request completed"): the same facts at half the logging cost.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  }
}
