import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** What a server-rendered page carries for the browser (in `<script type="application/json">`). */
export interface SsrData {
  queries: DehydratedState;
}

/** How long data that came with the page counts as fresh: the page does not fetch it again at once. */
const SERVER_DATA_FRESH_MS = 60_000;

/**
 * JSON that is safe inside a script element: no "</script>", no "<!--", no line separators
 * JavaScript would choke on.
 */
export function serializeSsrData(data: SsrData): string {
  // Without the times of the fetch: the same data gives the same page, byte for byte, so the
  // page's ETag holds between requests (the browser stamps the data when it hydrates).
  const timeless: SsrData = {
    queries: {
      ...data.queries,
      queries: data.queries.queries.map((query) => ({
        ...query,
        dehydratedAt: 0,
        state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
      })),
    },
  };
  return JSON.stringify(timeless)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts the server's data into the browser's query cache before hydration. Each key gets a short
 * freshness so the hydrated page does not refetch it at once; the server's 404 and 400 answers
 * become ApiErrors again (JSON lost the class), and are not retried on mount, so the page shows
 * exactly what the server rendered.
 */
export function hydrateSsrData(client: QueryClient, data: SsrData) {
  const now = Date.now();
  for (const query of data.queries.queries) {
    query.dehydratedAt = now;
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
    else query.state.errorUpdatedAt = now;
  }
  hydrate(client, data.queries);
  for (const { queryKey, state } of data.queries.queries) {
    if (state.status === 'error') {
      const error = state.error as { status?: number; message?: string } | null;
      client.setQueryDefaults(queryKey, { retryOnMount: false });
      client
        .getQueryCache()
        .find({ queryKey, exact: true })
        ?.setState({ error: new ApiError(error?.status ?? 500, error?.message ?? 'Not found') });
    } else {
      client.setQueryDefaults(queryKey, { staleTime: SERVER_DATA_FRESH_MS });
    }
  }
}
