import { createBrowserRouter } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { PageLoading } from '@/components/layout/page-loading';
import { RouteGuard } from './route-guard';
import { appRoutes } from './route-table';
import NotFoundPage from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // Every page is a lazy route, so the first render waits for its chunk; React Router wants
    // something to show meanwhile (and warns on every page without it).
    HydrateFallback: PageLoading,
    children: [
      ...appRoutes.map((route) => ({
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
      })),
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
