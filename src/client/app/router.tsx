import { createBrowserRouter } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteGuard } from './route-guard';
import { appRoutes } from './route-table';
import NotFoundPage from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
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
