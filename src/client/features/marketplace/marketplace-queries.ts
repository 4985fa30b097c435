import {
  type DirectoryResponse,
  MARKETPLACE_API,
  type MyListing,
  type PublicProfile,
} from '@shared/marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { type DirectoryParams, toApiQuery } from './directory-params';

/** Every key starts with 'marketplace', so one invalidation refreshes directory and profiles. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  directory: (params: DirectoryParams) => ['marketplace', 'directory', params] as const,
  filters: ['marketplace', 'filters'] as const,
  profile: (slug: string) => ['marketplace', 'profile', slug] as const,
  myListing: ['marketplace', 'my-listing'] as const,
};

/** A missing profile is an answer, not a failure worth retrying. */
const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 3;

export function useDirectory(params: DirectoryParams) {
  return useQuery({
    queryKey: marketplaceKeys.directory(params),
    queryFn: () => api.get<DirectoryResponse>(`${MARKETPLACE_API.directory}?${toApiQuery(params)}`),
    // Changing a filter keeps the previous cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });
}

export function useDirectoryFilters() {
  return useQuery({
    queryKey: marketplaceKeys.filters,
    queryFn: () => api.get<{ cities: string[] }>(MARKETPLACE_API.filters),
    staleTime: 5 * 60_000,
  });
}

export function usePublicProfile(slug: string) {
  return useQuery({
    queryKey: marketplaceKeys.profile(slug),
    queryFn: async () => (await api.get<{ profile: PublicProfile }>(MARKETPLACE_API.profile(slug))).profile,
    retry: retryUnlessNotFound,
  });
}

export function useMyListing(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.myListing,
    queryFn: async () => (await api.get<{ listing: MyListing }>(MARKETPLACE_API.myListing)).listing,
    enabled,
  });
}
