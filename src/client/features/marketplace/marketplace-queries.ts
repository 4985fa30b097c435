import type { DirectoryResponse, MyListing, PublicProfile } from '@shared/marketplace';
import { MARKETPLACE_API } from '@shared/marketplace-terms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';
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

/** The public reads of the directory and profiles, as page queries (the server fills them before rendering). */
export const marketplacePageQueries = {
  directory: (params: DirectoryParams) =>
    pageQuery<DirectoryResponse>(marketplaceKeys.directory(params), {
      name: 'marketplace.directory',
      query: toApiQuery(params).toString(),
    }),
  filters: pageQuery<{ cities: string[] }>(marketplaceKeys.filters, { name: 'marketplace.filters' }),
  profile: (slug: string) =>
    pageQuery<{ profile: PublicProfile }, PublicProfile>(
      marketplaceKeys.profile(slug),
      { name: 'marketplace.profile', slug },
      (body) => body.profile,
    ),
};

export function useDirectory(params: DirectoryParams) {
  return useQuery({
    queryKey: marketplaceKeys.directory(params),
    queryFn: fetchPageQuery(marketplacePageQueries.directory(params)),
    // Changing a filter keeps the previous cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });
}

export function useDirectoryFilters() {
  return useQuery({
    queryKey: marketplaceKeys.filters,
    queryFn: fetchPageQuery(marketplacePageQueries.filters),
    staleTime: 5 * 60_000,
  });
}

export function usePublicProfile(slug: string) {
  return useQuery({
    queryKey: marketplaceKeys.profile(slug),
    queryFn: fetchPageQuery(marketplacePageQueries.profile(slug)),
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
