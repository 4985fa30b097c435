/**
 * The server renderer: built by Vite in SSR mode into dist/ssr/entry-server.js and loaded by
 * the server at run time (src/server/modules/content/page-render.ts). For a public page it
 * matches the route, resolves the page's chunk, fills the page's data (pageData plus the site
 * content every page shows) through the server's in-process reads, renders the HTML and hands
 * the data back as JSON so main.tsx hydrates the same tree from the same cache.
 */
import { type PublicRead, SSR_DATA_ELEMENT_ID, type SsrRequest, type SsrResult } from '@shared/public-reads';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/providers';
import { AppRoutes, appRouteAt, preloadPage } from './app/router';
import { ApiError } from './lib/api';
import type { PageQuery } from './lib/page-query';
import { siteContentPageQuery } from './lib/site-content-query';
import { serializeSsrData } from './lib/ssr-data';

export { SSR_DATA_ELEMENT_ID };

/** A reader's failure as the browser would have seen it: an ApiError with the status. */
function toApiError(error: unknown): ApiError {
  const e = error as { statusCode?: unknown; message?: unknown };
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  return new ApiError(status, typeof e?.message === 'string' ? e.message : 'Something went wrong.');
}

async function fill(client: QueryClient, queries: PageQuery[], read: SsrRequest['read']): Promise<number> {
  let status = 200;
  await Promise.all(
    queries.map(async (query) => {
      try {
        await client.fetchQuery({
          queryKey: query.queryKey,
          queryFn: async () => {
            try {
              return query.select(await read(query.read as PublicRead));
            } catch (error) {
              // The page tests errors as the browser sees them (isNotFound: an ApiError with a status).
              throw error instanceof ApiError ? error : toApiError(error);
            }
          },
          retry: false,
        });
      } catch (error) {
        const apiError = error instanceof ApiError ? error : toApiError(error);
        // A refusal (unknown slug, bad filter, a link past its last day: any 4xx) is the page's
        // answer, rendered with its status; anything else is the server's failure: the caller
        // serves the shell.
        if (apiError.status < 400 || apiError.status >= 500) throw apiError;
        // Rendered as the answer it is, not as a loading page about to retry (the browser does the same).
        client.setQueryDefaults(query.queryKey, { retryOnMount: false });
        if (status === 200) status = apiError.status;
      }
    }),
  );
  return status;
}

/**
 * The whole page as one string, by React's server renderer: the page's data is already in the
 * cache, and the server needs the complete page before its first byte (its status and ETag, and
 * the page cache keeps it whole; decision 215), so it waits for every Suspense boundary
 * (`allReady`). `progressiveChunkSize` unbounded: each boundary is written in place, complete;
 * by default React writes a large one (the page under the layout's boundary) after a
 * placeholder, with an inline script to swap it in, which the content security policy blocks.
 */
async function renderWhole(element: ReactNode): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // A part that failed would be rendered by the browser instead: the caller serves the shell.
  if (failed) throw failed;
  return html;
}

export async function render({ url, read }: SsrRequest): Promise<SsrResult> {
  const address = new URL(url, 'http://aworan.local');
  const found = appRouteAt(address.pathname);
  if (found && (found.route.access !== 'public' || found.route.ssr === false)) return { kind: 'shell' };

  const client = createQueryClient();
  // Data fetched for this render is fresh for it: a stale query would render as "fetching"
  // (aria-busy and the like) where the browser, which hydrates it as fresh, renders it idle.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, staleTime: Infinity, retry: false },
  });
  const queries: PageQuery[] = [siteContentPageQuery];
  if (found) {
    const page = await found.route.load();
    await preloadPage(address.pathname);
    if (page.pageData) queries.push(...page.pageData({ params: found.params, search: address.searchParams }));
  }
  let status = await fill(client, queries, read);
  // An unknown address renders the not-found page.
  if (!found) status = 404;

  const html = await renderWhole(
    <AppRoot
      client={client}
      router={
        <StaticRouter location={`${address.pathname}${address.search}`}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
  );
  const data = serializeSsrData({
    queries: dehydrate(client, {
      // Data, and the 404/400 answers the page shows as such: the browser must not fetch either again.
      shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    }),
  });
  return { kind: 'page', status, html, data };
}
