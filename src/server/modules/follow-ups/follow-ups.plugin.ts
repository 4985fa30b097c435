import type { FastifyInstance } from 'fastify';
import { followUpRoutes } from './follow-ups.routes.ts';
import { sendFollowUpDigests } from './follow-ups.service.ts';

/** The morning digest's queue and time: 08:00 every day (job schedules are in Africa/Lagos). */
export const FOLLOW_UP_DIGEST_JOB = 'follow-up-digest';
export const FOLLOW_UP_DIGEST_CRON = '0 8 * * *';

/** The follow-ups module inside /api: the routes and the 08:00 Lagos digest. */
export async function followUpsModule(api: FastifyInstance, opts: { publicUrl: string }) {
  await api.register(followUpRoutes, { prefix: '/follow-ups', deps: { db: api.db } });
  api.jobs.recurring(FOLLOW_UP_DIGEST_JOB, FOLLOW_UP_DIGEST_CRON, async () => {
    const n = await sendFollowUpDigests({ db: api.db, mailer: api.mailer, publicUrl: opts.publicUrl });
    if (n) api.log.info({ digests: n }, 'follow-up digests queued');
  });
}
