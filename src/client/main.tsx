import { SSR_DATA_ELEMENT_ID } from '@shared/public-reads';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { accountKeys } from './features/accounts/account-queries';
import { fetchMe } from './features/accounts/use-auth';
import { hydrateSsrData, type SsrData } from './lib/ssr-data';
import './styles.css';

/**
 * A server page that React could not hydrate as it was (a mismatch: React then renders it again
 * in the browser) is a defect: said on the console in every build, where the browser tests fail
 * on it (production React names only an error code).
 */
function reportHydrationError(error: unknown, info: { componentStack?: string | undefined }) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Hydration error: ${message}${info.componentStack ?? ''}`);
}

async function start() {
  const queryClient = createQueryClient();
  const dataElement = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (dataElement?.textContent) {
    hydrateSsrData(queryClient, JSON.parse(dataElement.textContent) as SsrData);
    // Only a server-rendered page needs its chunks before the first render; the shell of the
    // signed-in areas lets the router load them (with its fallback), as before.
    await preloadPage(window.location.pathname).catch(() => {
      // A chunk that fails to load: the page tries again and shows its error page if it fails.
    });
  }
  if (!dataElement) {
    // The signed-in areas arrive as the empty shell and wait for the session and their code
    // before they show anything: both start now, side by side (decision 197). (A server-rendered
    // page must not read the session first: its first render has to match the HTML.)
    void queryClient.prefetchQuery({ queryKey: accountKeys.me, queryFn: fetchMe });
    void preloadPage(window.location.pathname).catch(() => {
      // A chunk that fails to load: the page tries again and shows its error page if it fails.
    });
  }
  const app = (
    <AppRoot
      client={queryClient}
      router={
        // Without transitions: a page whose code is still loading shows its skeleton at once.
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      }
    />
  );
  const container = document.getElementById('root')!;
  // Server-rendered pages are hydrated; the signed-in areas arrive as the empty shell.
  if (dataElement) hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  else createRoot(container).render(app);
}

void start();
