import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { Providers } from './providers';

/**
 * Marks the page interactive (`<html data-hydrated>`) once React has taken it over: browser
 * tests wait for it before they click. It renders nothing and runs only in the browser.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The root both sides render around their router (BrowserRouter in main.tsx, StaticRouter in
 * entry-server.tsx): one tree of the same shape, so `useId` gives the same ids on the server and
 * in the browser (a sibling on one side only would shift every id below it).
 */
export function AppRoot({ client, router }: { client: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client}>
        {router}
        <HydratedMark />
      </Providers>
    </StrictMode>
  );
}
