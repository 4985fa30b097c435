import type { MeResponse, Viewer } from '@shared/accounts';
import { ACCOUNTS_API, type Role } from '@shared/accounts-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { accountKeys } from './account-queries';

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
  /** When the session was last read (ms since epoch), 0 before the first answer. */
  updatedAt: number;
}

/** The history entry (location.key) the person signed out from. */
let signedOutFrom: string | null = null;

/**
 * Marks the page a person signs out from: that page must not answer the missing session with
 * a redirect to /login, since the sign-out is taking them home. Any other page still redirects.
 */
export function noteSignOut(locationKey: string) {
  signedOutFrom = locationKey;
}
/** The history entry last signed out from, if any (see ProtectedRoute: Back to that entry). */
export function signOutMark(): string | null {
  return signedOutFrom;
}
export function isSigningOutFrom(locationKey: string): boolean {
  return signedOutFrom === locationKey;
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
    queryKey: accountKeys.me,
    queryFn: fetchMe,
    staleTime: SESSION_CHECK_MS,
    refetchInterval: (q) => (q.state.data?.viewer ? SESSION_CHECK_MS : false),
    refetchOnWindowFocus: true,
    retry: 2,
  });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.me });
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
    updatedAt: query.dataUpdatedAt,
  };
}

export function displayName(viewer: Pick<Viewer, 'firstName' | 'lastName' | 'email'>): string {
  return `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
}
