import type { ClientDetail, ClientList, MyPhotographer, MySms } from '@shared/clients';
import { CLIENTS_API, type ClientSort, type ClientTab } from '@shared/clients-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

export interface ClientListParams {
  tab: ClientTab;
  q: string;
  sort: ClientSort;
  dir: 'asc' | 'desc';
  page: number;
}

/** Every key starts with 'clients', so one invalidation refreshes lists and detail pages. */
export const clientsKeys = {
  all: ['clients'] as const,
  list: (params: ClientListParams) => ['clients', 'list', params] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  myPhotographers: ['clients', 'my-photographers'] as const,
};

export function clientListQuery(params: Omit<ClientListParams, 'page'> & { page?: number }): string {
  const search = new URLSearchParams({ tab: params.tab, sort: params.sort, dir: params.dir });
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.page && params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

export function useClientList(params: ClientListParams) {
  return useQuery({
    queryKey: clientsKeys.list(params),
    queryFn: () => api.get<ClientList>(`${CLIENTS_API.list}?${clientListQuery(params)}`),
    // Typing in the search keeps the previous rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useClientDetail(id: string) {
  return useQuery({
    queryKey: clientsKeys.detail(id),
    queryFn: () => api.get<ClientDetail>(CLIENTS_API.one(id)),
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 3,
  });
}

/** One read of /api/my-photographers: the photographers, and the client's SMS reminders. */
const myPhotographersQuery = {
  queryKey: clientsKeys.myPhotographers,
  queryFn: () => api.get<{ photographers: MyPhotographer[]; sms: MySms }>(CLIENTS_API.myPhotographers),
};

export function useMyPhotographers() {
  return useQuery({ ...myPhotographersQuery, select: (data) => data.photographers });
}

export function useMySms() {
  return useQuery({ ...myPhotographersQuery, select: (data) => data.sms });
}
