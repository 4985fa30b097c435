import { categoryOfChoice } from '@shared/book-links';
import { CATEGORY_LABELS } from '@shared/marketplace-terms';
import { Camera, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/features/content/load-error';
import { type DirectoryParams, EMPTY_DIRECTORY_PARAMS } from '@/features/marketplace/directory-params';
import { marketplacePageQueries, useDirectory } from '@/features/marketplace/marketplace-queries';
import { Pagination } from '@/features/marketplace/pagination';
import { usePageMeta } from '@/features/seo/use-page-meta';
import type { PageData } from '@/lib/page-query';

/** The choice the marketing page passed on (?service=, ?package=) and the directory it narrows to. */
function choiceOf(search: URLSearchParams) {
  const service = (search.get('service') ?? '').trim().slice(0, 80) || null;
  const pkg = (search.get('package') ?? '').trim().slice(0, 80) || null;
  const page = Number(search.get('page'));
  const params: DirectoryParams = {
    ...EMPTY_DIRECTORY_PARAMS,
    category: categoryOfChoice(service, pkg),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  return { service, pkg, params };
}

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ search }) => [marketplacePageQueries.directory(choiceOf(search).params)];

/**
 * /book (decision 164): where a pricing tier's Book button and a service page's Book This Package
 * lead, without an account. The visitor picks an approved photographer (the directory, narrowed
 * to the service's category when there is one) and goes on to their booking page with the
 * package or service passed along, so the matching session type is chosen for them.
 */
export default function BookChooserPage() {
  const [search, setSearch] = useSearchParams();
  const { service, pkg, params } = useMemo(() => choiceOf(search), [search]);
  const directory = useDirectory(params);
  usePageMeta({
    title: 'Book a Session',
    description: 'Choose an approved photographer in Nigeria and book a session online, no account needed.',
  });
  const data = directory.data;
  const category = params.category ? CATEGORY_LABELS[params.category] : null;
  const onward = (slug: string) => {
    const next = new URLSearchParams();
    const hint = pkg ?? service;
    if (pkg) next.set('package', pkg);
    if (service) next.set('service', service);
    if (hint) next.set('type', hint);
    const query = next.toString();
    return `/book/${slug}${query ? `?${query}` : ''}`;
  };
  return (
    <>
      <PageHero
        eyebrow="Book a session"
        title="Choose Your Photographer"
        lead={
          pkg || service
            ? `You chose ${pkg ? `the ${pkg} package` : ''}${pkg && category ? ' · ' : ''}${category ? `${category} photography` : ''}${!pkg && !category && service ? service : ''}. Pick a photographer to see their free times.`
            : 'Pick an approved photographer to see their free times and book online.'
        }
      />
      <section aria-labelledby="book-choices" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="book-choices" className="font-display text-2xl font-bold text-ink" aria-live="polite">
          {data
            ? `${data.total} ${data.total === 1 ? 'photographer' : 'photographers'}${category ? ` for ${category}` : ''}`
            : 'Photographers'}
        </h2>
        {directory.isError && !data ? (
          <div className="mt-6">
            <LoadError what="the photographers" onRetry={() => void directory.refetch()} />
          </div>
        ) : !data ? (
          <p className="mt-6 text-muted">Loading photographers…</p>
        ) : data.photographers.length === 0 ? (
          <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-6 py-14 text-center">
            <Camera className="size-10 text-gold-700" aria-hidden />
            <p className="font-semibold text-ink">
              No photographers {category ? `for ${category} ` : ''}yet.
            </p>
            <Button asChild variant="outline">
              <Link to="/photographers">See all photographers</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.photographers.map((p) => (
              <li key={p.slug}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <h3 className="font-display text-xl font-semibold text-ink">{p.businessName}</h3>
                  {p.city ? (
                    <p className="flex items-center gap-1 text-sm text-muted">
                      <MapPin className="size-4 text-gold-700" aria-hidden />
                      {p.city}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted">
                    {p.categories.map((c) => CATEGORY_LABELS[c]).join(' · ')}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <Button asChild>
                      <Link to={onward(p.slug)} aria-label={`Book ${p.businessName}`}>
                        Book
                      </Link>
                    </Button>
                    <Button asChild variant="outline">
                      <Link to={`/photographers/${p.slug}`}>Profile</Link>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {data ? (
          <Pagination
            page={params.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => {
              const next = new URLSearchParams(search);
              next.set('page', String(page));
              setSearch(next);
            }}
          />
        ) : null}
      </section>
    </>
  );
}
