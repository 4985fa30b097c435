import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ConfirmProvider } from '@/components/ui/use-confirm';
import { useToasterWanted } from '@/lib/toaster-signal';

/**
 * Toasts come after the page, and only on pages that can raise one: the toaster's code loads
 * once a module that toasts has loaded (`@/lib/toast`) and the page is up (never on the server,
 * so hydration matches). A toast raised before it arrives is shown when it does.
 */
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const wanted = useToasterWanted();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Query cache per the spec: unused data collected after 5 minutes; 3 retries, back-off capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The browser's one query client (the server renderer makes one per request). */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
