/**
 * Every query key of the public site content. All start with 'content', so the content editor
 * refreshes every public page with one `invalidateQueries({ queryKey: contentKeys.all })`.
 * Kept apart from content-queries.ts because the site query (features/seo) uses it too and
 * content-queries.ts imports that query.
 */
export const contentKeys = {
  all: ['content'] as const,
  site: ['content', 'site'] as const,
  services: ['content', 'services'] as const,
  service: (slug: string) => ['content', 'services', slug] as const,
  pricing: ['content', 'pricing'] as const,
  blog: (category: string, page: number) => ['content', 'blog', { category, page }] as const,
  blogPost: (slug: string) => ['content', 'blog-post', slug] as const,
};
