import type { ReactNode } from 'react';

export type RouteAccess = 'public' | 'signed-in' | 'super_admin';

/**
 * Decides whether the current visitor may see a route. Accounts arrive with the accounts
 * issue; until then every route renders, and the server guards every API call.
 */
export function RouteGuard({ children }: { access: RouteAccess; children: ReactNode }) {
  return <>{children}</>;
}
