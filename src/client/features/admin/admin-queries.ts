import {
  ADMIN_API,
  type AdminOverview,
  type AdminPhotographer,
  type AuditEntryView,
  type PhotographerFilter,
  type UsersResponse,
} from '@shared/admin';
import { EMAIL_LOG_API, type FailedJobView, type OutboxEntry } from '@shared/outbox';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  photographers: (filter: PhotographerFilter) => ['admin', 'photographers', filter] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  audit: ['admin', 'audit'] as const,
  outbox: ['admin', 'outbox'] as const,
  failedJobs: ['admin', 'failed-jobs'] as const,
  storage: ['admin', 'storage'] as const,
};

export const overviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: () => api.get<AdminOverview>(ADMIN_API.overview),
});

export const photographersQuery = (filter: PhotographerFilter) =>
  queryOptions({
    queryKey: adminKeys.photographers(filter),
    queryFn: () => api.get<{ photographers: AdminPhotographer[] }>(ADMIN_API.photographers(filter)),
  });

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: () =>
      api.get<UsersResponse>(`${ADMIN_API.users}?${new URLSearchParams({ search, page: String(page) })}`),
    placeholderData: (previous) => previous,
  });

export const auditQuery = queryOptions({
  queryKey: adminKeys.audit,
  queryFn: () => api.get<{ entries: AuditEntryView[] }>(`${ADMIN_API.audit}?limit=100`),
});

export const outboxQuery = queryOptions({
  queryKey: adminKeys.outbox,
  queryFn: () => api.get<{ emails: OutboxEntry[] }>(`${EMAIL_LOG_API.list}?limit=50`),
});

export const failedJobsQuery = queryOptions({
  queryKey: adminKeys.failedJobs,
  queryFn: () => api.get<{ jobs: FailedJobView[]; running: boolean }>(EMAIL_LOG_API.failedJobs),
});
