import { STATIC_PAGE_META } from '@shared/page-meta';
import { Camera } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { Button } from '@/components/ui/button';
import { Pager, pageCount } from '@/components/ui/pager';
import { LoadError } from '@/features/content/load-error';
import { DirectoryFilters } from '@/features/marketplace/directory-filters';
import {
  type DirectoryParams,
  EMPTY_DIRECTORY_PARAMS,
  hasActiveFilters,
  parseDirectoryParams,
  toSearchParams,
} from '@/features/marketplace/directory-params';
import {
  marketplacePageQueries,
  useDirectory,
  useDirectoryFilters,
} from '@/features/marketplace/marketplace-queries';
import { PhotographerCard, PhotographerCardSkeleton } from '@/features/marketplace/photographer-card';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { cn } from '@/lib/cn';
import type { PageData } from '@/lib/page-query';

const meta = STATIC_PAGE_META['/photographers'];
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ search }) => [
  marketplacePageQueries.directory(parseDirectoryParams(search)),
  marketplacePageQueries.filters,
];

/** /photographers: approved photographers, searchable and filterable, state kept in the address. */
export default function PhotographersPage() {
  usePageMeta({ title: meta.title, description: meta.description });
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseDirectoryParams(search), [search]);
  const directory = useDirectory(params);
  const filters = useDirectoryFilters();

  const update = (next: DirectoryParams) => {
    setSearch(toSearchParams(next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const data = directory.data;
  const filtered = hasActiveFilters(params);

  return (
    <>
      <PageHero
        eyebrow="Marketplace"
        title="Find a Photographer"
        lead="Browse approved photographers across Nigeria by city, category and budget, see their work and packages, and get in touch."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <DirectoryFilters params={params} cities={filters.data?.cities ?? []} onChange={update} />

        <section aria-labelledby="directory-results" className="mt-8">
          <h2 id="directory-results" className="font-display text-2xl font-bold text-ink" aria-live="polite">
            {data
              ? `${data.total} ${data.total === 1 ? 'photographer' : 'photographers'}${filtered ? ' found' : ''}`
              : 'Photographers'}
          </h2>

          {directory.isError && !data ? (
            <div className="mt-6">
              <LoadError what="the photographers" onRetry={() => void directory.refetch()} />
            </div>
          ) : !data ? (
            <div
              role="status"
              aria-label="Loading photographers"
              className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            >
              {SKELETON_KEYS.map((key) => (
                <PhotographerCardSkeleton key={key} />
              ))}
            </div>
          ) : data.photographers.length === 0 ? (
            <EmptyState
              filtered={filtered}
              onClear={() => update({ ...EMPTY_DIRECTORY_PARAMS, sort: params.sort })}
            />
          ) : (
            <ul
              className={cn(
                'mt-6 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
                directory.isPlaceholderData && 'opacity-60',
              )}
              aria-busy={directory.isPlaceholderData}
            >
              {data.photographers.map((p) => (
                <li key={p.slug}>
                  <PhotographerCard photographer={p} />
                </li>
              ))}
            </ul>
          )}

          {data ? (
            <Pager
              className="mt-10"
              page={params.page}
              pages={pageCount(data.total, data.pageSize)}
              onPage={(page) => update({ ...params, page })}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-6 py-14 text-center">
      <Camera className="size-10 text-gold-700" aria-hidden />
      {filtered ? (
        <>
          <p className="font-semibold text-ink">No photographers match your search.</p>
          <p className="max-w-md text-muted">
            Try another name, a different city or category, or widen the price range.
          </p>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold text-ink">No photographers are listed yet.</p>
          <p className="max-w-md text-muted">
            Our first photographers are being approved. Are you a photographer? Join Aworan and be among the
            first.
          </p>
          <Button asChild>
            <Link to="/signup">Join as a photographer</Link>
          </Button>
        </>
      )}
    </div>
  );
}
