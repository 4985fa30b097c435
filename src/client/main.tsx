import { SSR_DATA_ELEMENT_ID } from '@shared/public-reads';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createRoutes } from './app/router';
import { hydrateSsrData, type SsrData } from './lib/ssr-data';
import './styles.css';

/**
 * Loads the chunks of the routes that match the address before the first render, so the first
 * render shows the page itself: the same tree the server rendered (no fallback, no mismatch).
 */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Marks the page interactive (`<html data-hydrated>`) once React has taken it over: browser
 * tests wait for it before they click, and it renders nothing, so hydration is unchanged.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

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
  const routes = createRoutes();
  const dataElement = document.getElementById(SSR_DATA_ELEMENT_ID);
  if (dataElement?.textContent) {
    hydrateSsrData(queryClient, JSON.parse(dataElement.textContent) as SsrData);
    // Only a server-rendered page needs its chunks before the first render; the shell of the
    // signed-in areas lets the router load them (with its fallback), as before.
    await resolveLazyMatches(routes).catch(() => {
      // A chunk that fails to load: the router tries again and shows its error page if it fails.
    });
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
        <HydratedMark />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Server-rendered pages are hydrated; the signed-in areas arrive as the empty shell.
  if (dataElement) hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  else createRoot(container).render(app);
}

void start();
