import { type PublicRead, publicReadPath } from '@shared/public-reads';
import type { QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * One piece of a public page's data: its query key, the public read that answers it and what
 * the page keeps of the answer. The browser fetches it with `fetchPageQuery` (GET on the API);
 * the server answers the same read in-process, fills the same key before rendering and embeds
 * the result in the HTML, so the hydrated page does not fetch it again.
 */
export interface PageQuery<T = unknown> {
  queryKey: QueryKey;
  read: PublicRead;
  select: (body: unknown) => T;
}

/** What a server-rendered page needs before it renders: its route params and query string. */
export interface PageDataArgs {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** A page module's `pageData` export: the queries the server fills before rendering it. */
export type PageData = (args: PageDataArgs) => PageQuery[];

export function pageQuery<Body, T = Body>(
  queryKey: QueryKey,
  read: PublicRead,
  select: (body: Body) => T = (body) => body as unknown as T,
): PageQuery<T> {
  return { queryKey, read, select: select as (body: unknown) => T };
}

/** The browser's query function for a page query. */
export function fetchPageQuery<T>(query: PageQuery<T>): () => Promise<T> {
  return async () => query.select(await api.get<unknown>(publicReadPath(query.read)));
}
