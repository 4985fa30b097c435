import type { RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { PageLoading } from '@/components/layout/page-loading';
import { RouteGuard } from './route-guard';
import { type AppRoute, appRoutes } from './route-table';
import NotFoundPage from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Route ids, so the server renderer and the browser name the matched page the same way. */
export const LAYOUT_ROUTE_ID = 'layout';
export const NOT_FOUND_ROUTE_ID = 'not-found';
export const STUDIO_ROUTE_ID = 'studio-layout';

function pageRoute(route: AppRoute): RouteObject {
  return {
    id: route.path,
    path: route.path,
    lazy: async () => {
      const { default: Page } = await route.load();
      return {
        element: (
          <RouteGuard access={route.access}>
            <Page />
          </RouteGuard>
        ),
      };
    },
  };
}

/**
 * The route objects the browser router (main.tsx) and the server renderer (entry-server.tsx)
 * share: the same tree on both sides is what lets the server's HTML hydrate without mismatch.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // The browser resolves the matched page's chunk before its first render (main.tsx), so this
      // only shows if that fails; React Router wants one for lazy routes.
      HydrateFallback: PageLoading,
      children: [
        ...appRoutes.filter((route) => !route.studio).map(pageRoute),
        // Studio pages share one frame that stays mounted from one studio page to the next; its
        // own chunk, so public pages never load the studio's navigation.
        {
          id: STUDIO_ROUTE_ID,
          lazy: async () => ({ Component: (await import('./layout/studio-layout')).StudioLayout }),
          children: appRoutes.filter((route) => route.studio).map(pageRoute),
        },
        { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** The table entry of a route id (undefined for the layout and the not-found route). */
export function appRouteById(id: string): AppRoute | undefined {
  return appRoutes.find((route) => route.path === id);
}
