import type {
  BlogPost,
  FaqItem,
  FeaturedContent,
  Hero,
  PricingTier,
  Service,
  SiteSettings,
} from '@shared/content';
import {
  ADMIN_CONTENT_API,
  type BlogPostRecord,
  type BlogPostSummaryRecord,
  type PricingTierRecord,
  type ServiceRecord,
} from '@shared/content-admin';
import type { InboxResponse, Inquiry } from '@shared/inquiries';
import type { MediaAsset } from '@shared/media';
import type { NewsletterIssue, SubscriberCounts } from '@shared/newsletter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentKeys } from '@/lib/content-keys';

/** The content editor's data. Saving refreshes both its own lists and every public page's query. */
export const contentAdminKeys = {
  all: ['admin-content'] as const,
  services: ['admin-content', 'services'] as const,
  pricing: ['admin-content', 'pricing'] as const,
  blog: ['admin-content', 'blog'] as const,
  blogPost: (id: string) => ['admin-content', 'blog', id] as const,
  media: ['admin-content', 'media'] as const,
  inbox: (folder: string, kind: string, page: number) =>
    ['admin-content', 'inbox', { folder, kind, page }] as const,
  subscribers: ['admin-content', 'subscribers'] as const,
};

function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      queryClient.invalidateQueries({ queryKey: contentAdminKeys.all }),
    ]);
}

/** A mutation that refreshes the public content and the editor's lists once it succeeds. */
function useContentMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidate() });
}

export const useSaveSettings = () =>
  useContentMutation((settings: SiteSettings) =>
    api.put<{ settings: SiteSettings }>(ADMIN_CONTENT_API.settings, settings),
  );
export const useSaveHero = () =>
  useContentMutation((hero: Hero) => api.put<{ hero: Hero }>(ADMIN_CONTENT_API.hero, hero));
export const useSaveFeatured = () =>
  useContentMutation((featured: FeaturedContent) =>
    api.put<{ featured: FeaturedContent }>(ADMIN_CONTENT_API.featured, featured),
  );

export const useAdminServices = () =>
  useQuery({
    queryKey: contentAdminKeys.services,
    queryFn: async () => (await api.get<{ services: ServiceRecord[] }>(ADMIN_CONTENT_API.services)).services,
  });
export const useSaveServices = () =>
  useContentMutation((services: Array<Service & { id?: string | undefined }>) =>
    api.put<{ services: ServiceRecord[] }>(ADMIN_CONTENT_API.services, { services }),
  );
export const useDeleteService = () =>
  useContentMutation((id: string) => api.delete<void>(ADMIN_CONTENT_API.service(id)));

export const useAdminPricing = () =>
  useQuery({
    queryKey: contentAdminKeys.pricing,
    queryFn: () => api.get<{ tiers: PricingTierRecord[]; faq: FaqItem[] }>(ADMIN_CONTENT_API.pricing),
  });
export const useSaveTier = () =>
  useContentMutation(({ id, tier }: { id?: string | undefined; tier: PricingTier }) =>
    id
      ? api.put<{ tier: PricingTierRecord }>(ADMIN_CONTENT_API.tier(id), tier)
      : api.post<{ tier: PricingTierRecord }>(ADMIN_CONTENT_API.tiers, tier),
  );
export const useDeleteTier = () =>
  useContentMutation((id: string) => api.delete<void>(ADMIN_CONTENT_API.tier(id)));
export const useSaveFaq = () =>
  useContentMutation((faq: FaqItem[]) => api.put<{ faq: FaqItem[] }>(ADMIN_CONTENT_API.faq, { faq }));

export const useAdminBlog = () =>
  useQuery({
    queryKey: contentAdminKeys.blog,
    queryFn: async () => (await api.get<{ posts: BlogPostSummaryRecord[] }>(ADMIN_CONTENT_API.blog)).posts,
  });
export const useAdminBlogPost = (id: string | undefined) =>
  useQuery({
    queryKey: contentAdminKeys.blogPost(id ?? 'new'),
    queryFn: async () => (await api.get<{ post: BlogPostRecord }>(ADMIN_CONTENT_API.blogPost(id!))).post,
    enabled: Boolean(id),
  });
export const useSavePost = () =>
  useContentMutation(({ id, post }: { id?: string | undefined; post: BlogPost }) =>
    id
      ? api.put<{ post: BlogPostRecord }>(ADMIN_CONTENT_API.blogPost(id), post)
      : api.post<{ post: BlogPostRecord }>(ADMIN_CONTENT_API.blog, post),
  );
export const useDeletePost = () =>
  useContentMutation((id: string) => api.delete<void>(ADMIN_CONTENT_API.blogPost(id)));

export const useMediaLibrary = () =>
  useQuery({
    queryKey: contentAdminKeys.media,
    queryFn: async () => (await api.get<{ media: MediaAsset[] }>(ADMIN_CONTENT_API.media)).media,
  });
export const useUpdateMediaAlt = () =>
  useContentMutation(({ id, alt }: { id: string; alt: string }) =>
    api.patch<{ asset: MediaAsset }>(ADMIN_CONTENT_API.mediaItem(id), { alt }),
  );
export const useDeleteMedia = () =>
  useContentMutation((id: string) => api.delete<void>(ADMIN_CONTENT_API.mediaItem(id)));

export const useInbox = (folder: 'inbox' | 'archived', kind: '' | 'contact' | 'demo', page: number) =>
  useQuery({
    queryKey: contentAdminKeys.inbox(folder, kind, page),
    queryFn: () => {
      const query = new URLSearchParams({ folder, page: String(page) });
      if (kind) query.set('kind', kind);
      return api.get<InboxResponse>(`${ADMIN_CONTENT_API.inquiries}?${query}`);
    },
  });
export const useChangeInquiry = () =>
  useContentMutation(({ id, change }: { id: string; change: { read?: boolean; archived?: boolean } }) =>
    api.patch<{ inquiry: Inquiry }>(ADMIN_CONTENT_API.inquiry(id), change),
  );
export const useDeleteInquiry = () =>
  useContentMutation((id: string) => api.delete<void>(ADMIN_CONTENT_API.inquiry(id)));

export const useSubscriberCounts = () =>
  useQuery({
    queryKey: contentAdminKeys.subscribers,
    queryFn: () => api.get<SubscriberCounts>(ADMIN_CONTENT_API.subscribers),
  });
export const useSendIssue = () =>
  useContentMutation((issue: NewsletterIssue) =>
    api.post<{ recipients: number }>(ADMIN_CONTENT_API.newsletterIssues, issue),
  );
