/**
 * What the platform (the control channel's outbox command) may use of notifications; see
 * accounts.platform.ts for why platform code reaches modules only through these faces.
 */
export { emailLogTotal, listEmailLog } from './email-log.service.ts';
export { outboxBacklog } from './outbox.repository.ts';
