import type { BlogPost, BlogPostSummary, FaqItem, PricingTier, Service } from '@shared/content';
import { CONTENT_API } from '@shared/content-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { contentKeys } from '@/lib/content-keys';

/** Response shapes of the public read API (see CONTENT_API in src/shared/content.ts). */
export interface BlogListResponse {
  featured: BlogPostSummary[];
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export interface BlogPostResponse {
  post: BlogPost;
  related: BlogPostSummary[];
}

/** A missing service or post is an answer, not a failure worth retrying. */
const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 3;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Settings, hero and featured content: the same query the navbar, footer and page titles use. */
export function useServices() {
  return useQuery({
    queryKey: contentKeys.services,
    queryFn: async () => (await api.get<{ services: Service[] }>(CONTENT_API.services)).services,
  });
}

export function useService(slug: string) {
  return useQuery({
    queryKey: contentKeys.service(slug),
    queryFn: async () => (await api.get<{ service: Service }>(CONTENT_API.service(slug))).service,
    retry: retryUnlessNotFound,
  });
}

export function usePricing() {
  return useQuery({
    queryKey: contentKeys.pricing,
    queryFn: () => api.get<{ tiers: PricingTier[]; faq: FaqItem[] }>(CONTENT_API.pricing),
  });
}

/** category '' means all categories. */
export function useBlogList(category: string, page: number) {
  return useQuery({
    queryKey: contentKeys.blog(category, page),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (category) query.set('category', category);
      return api.get<BlogListResponse>(`${CONTENT_API.blog}?${query}`);
    },
    // Switching chips keeps the old cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: contentKeys.blogPost(slug),
    queryFn: () => api.get<BlogPostResponse>(CONTENT_API.blogPost(slug)),
    retry: retryUnlessNotFound,
  });
}
