import type { FastifyInstance } from 'fastify';
import { emailTemplateRoutes } from './email-templates.routes.ts';

/** The email templates module inside /api: the photographer's templates and automated openings. */
export async function emailTemplatesModule(api: FastifyInstance) {
  await api.register(emailTemplateRoutes, { prefix: '/email-templates' });
}
