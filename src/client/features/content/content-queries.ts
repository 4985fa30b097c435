import type {
  BlogPost,
  BlogPostSummary,
  FaqItem,
  PricingTier,
  Service,
  ServiceSummary,
} from '@shared/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { contentKeys } from '@/lib/content-keys';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';

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

/** The public reads of the content pages, as page queries (the server fills them before rendering). */
export const contentPageQueries = {
  services: pageQuery<{ services: ServiceSummary[] }, ServiceSummary[]>(
    contentKeys.services,
    { name: 'content.services' },
    (body) => body.services,
  ),
  service: (slug: string) =>
    pageQuery<{ service: Service }, Service>(
      contentKeys.service(slug),
      { name: 'content.service', slug },
      (body) => body.service,
    ),
  pricing: pageQuery<{ tiers: PricingTier[]; faq: FaqItem[] }>(contentKeys.pricing, {
    name: 'content.pricing',
  }),
  /** category '' means all categories. */
  blog: (category: string, page: number) =>
    pageQuery<BlogListResponse>(contentKeys.blog(category, page), { name: 'content.blog', category, page }),
  blogPost: (slug: string) =>
    pageQuery<BlogPostResponse>(contentKeys.blogPost(slug), { name: 'content.blogPost', slug }),
};

export function useServices() {
  return useQuery({
    queryKey: contentKeys.services,
    queryFn: fetchPageQuery(contentPageQueries.services),
  });
}

export function useService(slug: string) {
  return useQuery({
    queryKey: contentKeys.service(slug),
    queryFn: fetchPageQuery(contentPageQueries.service(slug)),
    retry: retryUnlessNotFound,
  });
}

export function usePricing() {
  return useQuery({
    queryKey: contentKeys.pricing,
    queryFn: fetchPageQuery(contentPageQueries.pricing),
  });
}

/** category '' means all categories. */
export function useBlogList(category: string, page: number) {
  return useQuery({
    queryKey: contentKeys.blog(category, page),
    queryFn: fetchPageQuery(contentPageQueries.blog(category, page)),
    // Switching chips keeps the old cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: contentKeys.blogPost(slug),
    queryFn: fetchPageQuery(contentPageQueries.blogPost(slug)),
    retry: retryUnlessNotFound,
  });
}
