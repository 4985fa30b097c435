import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { PageLoading } from '@/components/layout/page-loading';
import { Navbar } from './navbar';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="h-0.5 w-full overflow-hidden bg-gold-100"
        >
          <div className="h-full w-1/3 animate-pulse bg-gold-600" />
        </div>
      ) : null}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
