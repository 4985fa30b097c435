import type { FastifyInstance } from 'fastify';
import { platformReportRoutes, reportRoutes } from './reports.routes.ts';
import type { ReportsDeps } from './reports.service.ts';

/**
 * The reports module inside /api (decision 230): the photographer's reports, the quarterly
 * statement and the studio overview's figures under /reports; the platform's figures for super
 * admins under /admin/reports. Reports only read.
 */
export async function reportsModule(api: FastifyInstance) {
  const deps = (): ReportsDeps => ({ db: api.db });
  await api.register(reportRoutes, { prefix: '/reports', deps });
  await api.register(platformReportRoutes, { prefix: '/admin/reports', deps });
}
