import type { OwnershipTable } from './rules.ts';

/** Admin dashboard: super admins decide for any user. */
export const adminOwnership: OwnershipTable = {
  'POST /api/admin/photographers/:userId/approve': { level: 'admin-any', why: 'any applicant' },
  'POST /api/admin/photographers/:userId/reject': { level: 'admin-any', why: 'any applicant' },
  'PUT /api/admin/users/:userId/role': { level: 'admin-any', why: 'any user' },
  'POST /api/admin/users/:userId/disable': { level: 'admin-any', why: 'any user' },
  'POST /api/admin/users/:userId/enable': { level: 'admin-any', why: 'any user' },
  'POST /api/admin/outbox/:emailId/resend': { level: 'admin-any', why: 'any email in the platform log' },
  'POST /api/admin/jobs/:jobId/retry': { level: 'admin-any', why: 'any failed background job' },
};
