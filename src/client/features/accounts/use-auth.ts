import { ACCOUNTS_API, type MeResponse, type Role, type Viewer } from '@shared/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';

export const AUTH_QUERY_KEY = ['auth', 'me'] as const;
/** The spec's session check interval. */
const SESSION_CHECK_MS = 30_000;

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface AuthState {
  status: AuthStatus;
  viewer: Viewer | null;
  role: Role | null;
  application: MeResponse['application'];
  /** Reloads session and profile now (after sign-in, approval, profile edits). */
  refresh: () => Promise<void>;
}

export function fetchMe(): Promise<MeResponse> {
  return api.get<MeResponse>(ACCOUNTS_API.me);
}

/**
 * The session, profile and role of whoever is using the app. One cached query feeds every
 * component; it is checked again every 30 s while signed in and whenever refresh() is called.
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: SESSION_CHECK_MS,
    refetchInterval: (q) => (q.state.data?.viewer ? SESSION_CHECK_MS : false),
    refetchOnWindowFocus: true,
    retry: 2,
  });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
  }, [queryClient]);

  const viewer = query.data?.viewer ?? null;
  const status: AuthStatus = query.data
    ? viewer
      ? 'signed-in'
      : 'signed-out'
    : query.isError
      ? 'error'
      : 'loading';
  return {
    status,
    viewer,
    role: viewer?.role ?? null,
    application: query.data?.application ?? null,
    refresh,
  };
}

export function displayName(viewer: Pick<Viewer, 'firstName' | 'lastName' | 'email'>): string {
  return `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
}
