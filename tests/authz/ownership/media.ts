import type { OwnershipTable } from './rules.ts';

/** The platform media library: super admins. */
export const mediaOwnership: OwnershipTable = {
  'PATCH /api/admin/media/:id': { level: 'admin-any', why: 'the platform media library' },
  'DELETE /api/admin/media/:id': { level: 'admin-any', why: 'the platform media library' },
};
