import { formatDate } from '@shared/lagos-time';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { ArtImage } from '@/components/marketing/art-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BlogCard } from '@/features/content/blog-card';
import { contentPageQueries, isNotFound, useBlogPost } from '@/features/content/content-queries';
import { LoadError } from '@/features/content/load-error';
import { usePageMeta } from '@/features/seo/use-page-meta';
import type { PageData } from '@/lib/page-query';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ params }) => [contentPageQueries.blogPost(params.slug ?? '')];

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useBlogPost(slug);
  const notFound = isNotFound(error);
  const post = data?.post;
  usePageMeta({
    title: post?.title ?? (notFound ? 'Blog post not found' : 'Blog'),
    description: post?.excerpt ?? 'An article from the Aworan blog.',
    image: post?.image || undefined,
    type: post ? 'article' : 'website',
  });

  if (isPending) return <PostSkeleton />;
  if (notFound) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <FileQuestion className="size-12 text-gold-700" aria-hidden />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">Blog post not found</h1>
        <p className="mt-3 text-muted">This article may have moved or is no longer available.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/blog">Back to Blog</Link>
        </Button>
      </div>
    );
  }
  if (!data || !post) {
    return (
      <div className="px-4 py-16">
        <h1 className="sr-only">Blog</h1>
        <LoadError what="this article" onRetry={() => refetch()} />
      </div>
    );
  }

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1 text-sm font-medium text-gold-700 hover:text-gold-800"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Blog
        </Link>
        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <Badge>{post.category}</Badge>
            <time dateTime={post.publishedOn}>{formatDate(post.publishedOn, 'long')}</time>
          </div>
          <h1 className="mt-4 font-display text-4xl leading-tight font-bold text-ink sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
          <p className="mt-4 text-sm text-stone-700">
            By <span className="font-semibold text-ink">{post.author.name}</span>
            {post.author.role ? `, ${post.author.role}` : ''}
          </p>
        </header>
        <ArtImage
          src={post.image}
          seed={post.slug}
          alt={post.image ? post.title : ''}
          className="mt-8 aspect-[16/9] w-full rounded-2xl"
          width={1600}
          height={900}
          sizes="(min-width: 768px) 768px, 100vw"
        />
        <Markdown source={post.content} className="mt-6" />

        <aside aria-label="About the author" className="mt-12 flex gap-5 rounded-2xl bg-surface p-6">
          <span
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gold-100 font-display text-xl font-bold text-gold-800"
            aria-hidden
          >
            {initials(post.author.name)}
          </span>
          <div>
            <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">Written by</p>
            <p className="mt-1 font-display text-lg font-semibold text-ink">{post.author.name}</p>
            {post.author.role ? <p className="text-sm text-muted">{post.author.role}</p> : null}
            {post.author.bio ? <p className="mt-2 text-sm text-stone-700">{post.author.bio}</p> : null}
          </div>
        </aside>
      </article>

      {data.related.length > 0 ? (
        <section aria-labelledby="continue-heading" className="bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="continue-heading" className="font-display text-2xl font-bold text-ink">
              Continue Reading
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.related.slice(0, 3).map((related) => (
                <li key={related.slug}>
                  <BlogCard post={related} />
                </li>
              ))}
            </ul>
            <div className="mt-8 text-center">
              <Button asChild variant="outline">
                <Link to="/blog">Back to Blog</Link>
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

function PostSkeleton() {
  return (
    <div
      className="mx-auto max-w-3xl space-y-5 px-4 py-12 sm:px-6"
      role="status"
      aria-live="polite"
      data-testid="post-skeleton"
    >
      <span className="sr-only">Loading article…</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
