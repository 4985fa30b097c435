import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { unauthorizedRedirect } from '@/features/accounts/unauthorized-toast';
import { isSigningOutFrom, signOutMark, useAuth } from '@/features/accounts/use-auth';

/**
 * Who may open a page: anyone, any signed-in person, only photographers, only super admins.
 * The server guards every API call regardless; this decides what the browser shows.
 */
export type RouteAccess = 'public' | 'signed-in' | 'photographer' | 'super_admin';

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  if (access === 'public') return <>{children}</>;
  return <ProtectedRoute access={access}>{children}</ProtectedRoute>;
}

function ProtectedRoute({
  access,
  children,
}: {
  access: Exclude<RouteAccess, 'public'>;
  children: ReactNode;
}) {
  const auth = useAuth();
  const location = useLocation();
  const { refresh, updatedAt } = auth;
  // The sign-out mark as this page found it when it opened. A page opened again by Back keeps
  // its history key, so a mark it already found is an old sign-out: it must go to the login,
  // not stay blank.
  const [markAtOpen] = useState(signOutMark);

  // The profile is refreshed on each protected page, so a new approval or role shows at once
  // (unless it was read a moment ago, e.g. by the first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page change should trigger it
  useEffect(() => {
    if (updatedAt && Date.now() - updatedAt > 2000) void refresh();
  }, [location.pathname]);

  if (auth.status === 'loading') return <PageLoading label="Loading…" />;
  if (auth.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
        <h1 className="font-display text-2xl font-bold">We could not check your session</h1>
        <p className="mt-2 text-muted">Check your connection, then try again.</p>
        <Button className="mt-6" onClick={() => void refresh()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!auth.viewer) {
    // Signing out from here: the sign-out is already taking the person home.
    if (isSigningOutFrom(location.key) && markAtOpen !== location.key) return null;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  const allowed =
    access === 'signed-in' ||
    (access === 'super_admin' && auth.viewer.role === 'super_admin') ||
    (access === 'photographer' && auth.viewer.role === 'photographer');
  if (!allowed) return <Navigate to={unauthorizedRedirect.to} replace state={unauthorizedRedirect.state} />;
  return <>{children}</>;
}
