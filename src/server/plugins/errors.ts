import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/api-error.ts';
import { HttpError } from '../lib/http-error.ts';
import { STORAGE_FULL_MESSAGE } from '../lib/uploads/storage-full.ts';

function body(statusCode: number, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * One error handler for the whole API: validation problems become 400 with a message per
 * field, client errors keep their status and message, and only real faults (5xx) are logged
 * as errors; their details never reach the response.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      request.log.info({ statusCode: error.statusCode, reason: error.message }, 'request refused');
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      request.log.info({ fields }, 'validation failed');
      const first = Object.values(fields)[0];
      return reply.status(400).send(body(400, first ?? 'Invalid request', fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ statusCode: status, code: error.code, reason: error.message }, 'request refused');
      return reply.status(status).send(body(status, clientMessage(error, status)));
    }
    // The database's disk is full (PostgreSQL's disk_full): the same answer as a full file store.
    if ((error as { code?: string }).code === '53100') {
      request.log.error({ err: error }, 'the database disk is full');
      return reply.status(507).send(body(507, STORAGE_FULL_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(500, 'Something went wrong on our side. Please try again.'));
  });
});

/** Fastify's own client-error messages, made readable where they are cryptic. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message || (STATUS_CODES[status] ?? 'Bad request');
  }
}
