import type { OwnershipTable } from './rules.ts';

/** The platform inbox: super admins. */
export const inquiriesOwnership: OwnershipTable = {
  'PATCH /api/admin/inquiries/:id': { level: 'admin-any', why: 'the platform inbox' },
  'DELETE /api/admin/inquiries/:id': { level: 'admin-any', why: 'the platform inbox' },
};
