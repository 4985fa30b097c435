import { z } from 'zod';
import { APPLICATION_STATUSES, emailSchema, passwordSchema, ROLES, SIGN_UP_ROLES } from './accounts.ts';
import { healthResponse } from './health.ts';
import { safeText } from './text.ts';

/** Contract of the admin dashboard's API (super admins only). */

export const adminFigures = z.object({
  photographers: z.number().int(),
  pendingApprovals: z.number().int(),
  customers: z.number().int(),
  galleries: z.number().int(),
  /** Paid invoices, in kobo. */
  revenueKobo: z.number().int(),
  contracts: z.number().int(),
});
export type AdminFigures = z.infer<typeof adminFigures>;

export const adminOverviewResponse = z.object({
  figures: adminFigures,
  health: healthResponse,
  /** Development only: the email outbox can be read in the dashboard. */
  outboxAvailable: z.boolean(),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;

export const PHOTOGRAPHER_FILTERS = ['all', 'approved', 'pending'] as const;
export type PhotographerFilter = (typeof PHOTOGRAPHER_FILTERS)[number];

export const PHOTOGRAPHER_STATUSES = ['approved', ...APPLICATION_STATUSES, 'not_applied'] as const;
export type PhotographerStatus = 'approved' | 'pending' | 'rejected' | 'not_applied';

export const PHOTOGRAPHER_STATUS_LABELS: Record<PhotographerStatus, string> = {
  approved: 'Approved',
  pending: 'Pending Approval',
  rejected: 'Rejected',
  not_applied: 'Not applied yet',
};

export const adminPhotographer = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isApproved: z.boolean(),
  status: z.enum(['approved', 'pending', 'rejected', 'not_applied']),
  registeredAt: z.string(),
  businessName: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  description: z.string().nullable(),
  applicationId: z.uuid().nullable(),
  appliedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminPhotographer = z.infer<typeof adminPhotographer>;

export const photographersQuery = z.object({ status: z.enum(PHOTOGRAPHER_FILTERS).default('pending') });
export const photographersResponse = z.object({ photographers: z.array(adminPhotographer) });

export const rejectPhotographerSchema = z.object({
  reason: safeText().trim().max(1000, 'Keep the reason under 1000 characters').optional(),
});

export const decisionResponse = z.object({ photographer: adminPhotographer });

export const adminUser = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const USERS_PAGE_SIZE = 20;
export const usersQuery = z.object({
  search: safeText().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const usersResponse = z.object({
  users: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UsersResponse = z.infer<typeof usersResponse>;

export const changeRoleSchema = z.object({
  role: z.enum(SIGN_UP_ROLES, 'Choose customer or photographer'),
});

export const createAdminSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: safeText().trim().min(1, 'First name is required').max(80),
  lastName: safeText().trim().min(1, 'Last name is required').max(80),
});
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

export const auditEntryView = z.object({
  id: z.uuid(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The account the entry is about, when it is about one (targetType 'user'). */
  targetEmail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const ADMIN_API = {
  overview: '/api/admin/overview',
  photographers: (status: PhotographerFilter) => `/api/admin/photographers?status=${status}`,
  approve: (userId: string) => `/api/admin/photographers/${userId}/approve`,
  reject: (userId: string) => `/api/admin/photographers/${userId}/reject`,
  users: '/api/admin/users',
  userRole: (userId: string) => `/api/admin/users/${userId}/role`,
  disable: (userId: string) => `/api/admin/users/${userId}/disable`,
  enable: (userId: string) => `/api/admin/users/${userId}/enable`,
  admins: '/api/admin/admins',
  outbox: '/api/admin/outbox',
  audit: '/api/admin/audit',
  storage: '/api/admin/storage',
} as const;

/** File storage refusing writes (a full disk or bucket), while it lasts: the super admins' banner. */
export const storageAlertResponse = z.object({
  alert: z.object({ reason: z.string(), since: z.string() }).nullable(),
});
export type StorageAlertView = z.infer<typeof storageAlertResponse>['alert'];
