import type { OwnershipTable } from './rules.ts';

/** Site content: public by slug when published, edited by super admins. */
export const contentOwnership: OwnershipTable = {
  'GET /api/content/services/:slug': { level: 'public', why: 'published services' },
  'GET /api/content/blog/:slug': { level: 'public', why: 'published posts' },
  'DELETE /api/admin/content/services/:id': { level: 'admin-any', why: 'site content' },
  'PUT /api/admin/content/pricing/tiers/:id': { level: 'admin-any', why: 'site content' },
  'DELETE /api/admin/content/pricing/tiers/:id': { level: 'admin-any', why: 'site content' },
  'GET /api/admin/content/blog/:id': { level: 'admin-any', why: 'site content' },
  'PUT /api/admin/content/blog/:id': { level: 'admin-any', why: 'site content' },
  'DELETE /api/admin/content/blog/:id': { level: 'admin-any', why: 'site content' },
};
