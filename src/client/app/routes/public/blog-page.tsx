import { BLOG_CATEGORIES } from '@shared/content';
import { Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { Button } from '@/components/ui/button';
import { BlogCard, BlogCardSkeleton } from '@/features/content/blog-card';
import { contentPageQueries, useBlogList } from '@/features/content/content-queries';
import { LoadError } from '@/features/content/load-error';
import { NewsletterForm } from '@/features/marketing/newsletter-form';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { cn } from '@/lib/cn';
import type { PageData } from '@/lib/page-query';

/** The list's category and page from the address ('' = all categories, pages from 1). */
function blogListParams(search: URLSearchParams): { category: string; page: number } {
  const rawCategory = search.get('category') ?? '';
  const category = (BLOG_CATEGORIES as readonly string[]).includes(rawCategory) ? rawCategory : '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { category, page };
}

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ search }) => {
  const { category, page } = blogListParams(search);
  return [contentPageQueries.blog(category, page)];
};

/** The address of a category's page of articles. */
function linkFor(category: string, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}

export default function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description:
      'Business tips, photography techniques, equipment advice and Nigerian locations for photographers, from the Aworan team.',
  });
  const [params] = useSearchParams();
  const { category, page } = blogListParams(params);
  const blog = useBlogList(category, page);
  const data = blog.data;

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="The Aworan Blog"
        lead="Practical advice for photographers in Nigeria: running the business, mastering the craft and getting the most out of Aworan."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {blog.isError ? <LoadError what="the blog" onRetry={() => blog.refetch()} /> : null}

        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="font-display text-2xl font-bold text-ink">
            Featured articles
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {data
              ? data.featured.map((post) => (
                  <li key={post.slug}>
                    <BlogCard post={post} large />
                  </li>
                ))
              : [1, 2, 3].map((n) => (
                  <li key={n}>
                    <BlogCardSkeleton />
                  </li>
                ))}
          </ul>
        </section>

        <CategoryChips category={category} />

        <RecentArticles category={category} page={page} blog={blog} />

        <NewsletterSection />
      </div>
    </>
  );
}

function CategoryChips({ category }: { category: string }) {
  return (
    <nav aria-label="Blog categories" className="mt-14">
      <ul className="flex flex-wrap gap-2">
        {['', ...BLOG_CATEGORIES].map((chip) => {
          const active = chip === category;
          return (
            <li key={chip || 'all'}>
              <Link
                to={linkFor(chip)}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  'inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                  active
                    ? 'border-gold-700 bg-gold-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-gold-600 hover:text-gold-800',
                )}
              >
                {chip || 'All Categories'}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The category's (or the latest) articles, a page at a time, newest first. */
function RecentArticles({
  category,
  page,
  blog,
}: {
  category: string;
  page: number;
  blog: ReturnType<typeof useBlogList>;
}) {
  const data = blog.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="recent-heading" className="mt-8">
      <h2 id="recent-heading" className="font-display text-2xl font-bold text-ink">
        {category ? `${category} articles` : 'Recent articles'}
      </h2>
      {data && data.posts.length === 0 ? (
        <p className="mt-6 rounded-xl bg-surface p-8 text-center text-muted">
          No articles in this category yet.{' '}
          <Link to="/blog" className="font-medium text-gold-700 hover:underline">
            See all articles
          </Link>
        </p>
      ) : (
        <ul
          className={cn(
            'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
            blog.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={blog.isFetching}
        >
          {data
            ? data.posts.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} />
                </li>
              ))
            : Array.from({ length: 6 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={n}>
                  <BlogCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <div className="mt-8 flex items-center justify-center gap-3">
          {page > 1 ? (
            <Button asChild variant="outline">
              <Link to={linkFor(category, page - 1)}>Newer articles</Link>
            </Button>
          ) : null}
          <span className="text-sm text-muted">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Button asChild variant="outline">
              <Link to={linkFor(category, page + 1)}>Older articles</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function NewsletterSection() {
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="mt-16 rounded-2xl bg-gold-50 px-6 py-12 text-center"
    >
      <Mail className="mx-auto size-10 text-gold-700" aria-hidden />
      <h2 id="newsletter-heading" className="mt-3 font-display text-2xl font-bold text-ink">
        Subscribe to our newsletter
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-muted">
        One email a month with new articles, business tips and platform updates. Unsubscribe at any time.
      </p>
      <NewsletterForm />
    </section>
  );
}
