import { STUDIO_API, type StudioOverview } from '@shared/studio';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const studioKeys = {
  all: ['studio'] as const,
  overview: ['studio', 'overview'] as const,
};

/**
 * The studio overview, read again each time the page opens: the photographer comes back to it
 * after confirming, countersigning or recording a payment elsewhere.
 */
export function useStudioOverview(enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.overview,
    queryFn: () => api.get<StudioOverview>(STUDIO_API.overview),
    enabled,
    staleTime: 0,
  });
}

/** Where each item of the overview opens: the item itself, on its tool's page. */
export const itemLinks = {
  booking: (id: string) => `/scheduling?booking=${id}`,
  contract: (id: string) => `/contracts?view=${id}`,
  invoice: (id: string) => `/invoicing?view=${id}`,
  client: (id: string) => `/clients/${id}`,
  gallery: (id: string) => `/galleries?gallery=${id}`,
};
