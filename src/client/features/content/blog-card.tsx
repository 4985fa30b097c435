import type { BlogPostSummary } from '@shared/content';
import { formatDate } from '@shared/lagos-time';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export function BlogCard({ post, large = false }: { post: BlogPostSummary; large?: boolean }) {
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden">
      <ArtImage
        src={post.image}
        seed={post.slug}
        className={cn('w-full', large ? 'aspect-[16/9]' : 'aspect-[3/2]')}
        width={large ? 1600 : 1200}
        height={large ? 900 : 800}
        sizes={large ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1024px) 33vw, 100vw'}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge>{post.category}</Badge>
          <time dateTime={post.publishedOn}>{formatDate(post.publishedOn, 'long')}</time>
        </div>
        <h3 className={cn('mt-3 font-display font-semibold text-ink', large ? 'text-2xl' : 'text-lg')}>
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-gold-800">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm font-medium text-stone-700">By {post.author.name}</p>
      </div>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-4 w-full" />
      </div>
    </Card>
  );
}
