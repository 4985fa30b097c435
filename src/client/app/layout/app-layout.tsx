import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { PageLoading } from '@/components/layout/page-loading';
import { useAuth } from '@/features/accounts/use-auth';
import { RouteErrorBoundary } from '../routes/route-error-page';
import { Navbar } from './navbar';

/** Super admins only, so loaded only for them. */
const StorageFullBanner = lazy(() => import('@/features/admin/storage-full-banner'));

/**
 * A new page opens at its top, as a loaded document would; Back and Forward (POP) leave the
 * position to the browser, and a link to an anchor of the page keeps it.
 */
function ScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page scrolls
  useEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const auth = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      {auth.viewer?.role === 'super_admin' ? (
        <Suspense fallback={null}>
          <StorageFullBanner />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          {/* A page whose code is still loading shows its skeleton (the browser loads the
              first page's code before hydrating, so this never replaces server HTML). */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopOnNavigation />
    </div>
  );
}
