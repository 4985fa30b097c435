import { type ComponentType, lazy } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RouteGuard } from './route-guard';
import { type AppRoute, appRoutes } from './route-table';
import NotFoundPage from './routes/not-found-page';

/**
 * The routes the browser (main.tsx, under a BrowserRouter) and the server renderer
 * (entry-server.tsx, under a StaticRouter) both render: the same tree on both sides is what
 * lets the server's HTML hydrate without a mismatch. React Router's declarative mode, not its
 * data router: no page loads data through the router, and the data router is about 16 KB
 * (brotli) more on every first view (decision 215).
 */

/** Each page's code, once loaded: rendered at once instead of suspending again. */
const loadedPages = new Map<string, ComponentType>();
const lazyPages = new Map<string, ComponentType>();

function pageOf(route: AppRoute): ComponentType {
  const loaded = loadedPages.get(route.path);
  if (loaded) return loaded;
  let page = lazyPages.get(route.path);
  if (!page) {
    page = lazy(() => loadPage(route).then((Page) => ({ default: Page })));
    lazyPages.set(route.path, page);
  }
  return page;
}

async function loadPage(route: AppRoute): Promise<ComponentType> {
  const module = await route.load();
  loadedPages.set(route.path, module.default);
  return module.default;
}

/** A route's page, rendered directly once its code is loaded, through React.lazy before. */
function PageOf({ route }: { route: AppRoute }) {
  const Page = pageOf(route);
  return (
    <RouteGuard access={route.access}>
      <Page />
    </RouteGuard>
  );
}

/**
 * Studio pages share one frame that stays mounted from one studio page to the next; its own
 * chunk, so public pages never load the studio's navigation (studio pages are never rendered on
 * the server, so it only ever loads in the browser).
 */
const loadStudioLayout = () => import('./layout/studio-layout');
const StudioLayout = lazy(() => loadStudioLayout().then((m) => ({ default: m.StudioLayout })));

const pageRoute = (route: AppRoute) => (
  <Route key={route.path} path={route.path} element={<PageOf route={route} />} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {appRoutes.filter((route) => !route.studio).map(pageRoute)}
        <Route element={<StudioLayout />}>{appRoutes.filter((route) => route.studio).map(pageRoute)}</Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The table entry of the page at `pathname`, or undefined for an unknown path (not found). */
export function appRouteAt(
  pathname: string,
): { route: AppRoute; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(
    appRoutes.map((route) => ({ path: route.path })),
    pathname,
  )?.at(-1);
  const route = match && appRoutes.find((r) => r.path === match.route.path);
  return route && match ? { route, params: match.params } : undefined;
}

/**
 * Loads the code of the page at `pathname` (and a studio page's frame): awaited before the first
 * render of a server-rendered page, so it is the page itself and not a suspended fallback; started
 * at once for the signed-in shell, so the code loads while the session is read.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const found = appRouteAt(pathname);
  if (!found) return;
  // A studio page's frame and the page itself at once, not one after the other.
  await Promise.all([loadPage(found.route), found.route.studio ? loadStudioLayout() : undefined]);
}
