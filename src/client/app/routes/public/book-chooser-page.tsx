import { categoryOfChoice } from '@shared/book-links';
import type { DirectoryCard } from '@shared/marketplace';
import { CATEGORY_LABELS } from '@shared/marketplace-terms';
import { formatNaira, nairaToKobo } from '@shared/money';
import { Camera, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pager, pageCount } from '@/components/ui/pager';
import { LoadError } from '@/features/content/load-error';
import {
  type DirectoryParams,
  EMPTY_DIRECTORY_PARAMS,
  parseDirectoryParams,
} from '@/features/marketplace/directory-params';
import { marketplacePageQueries, useDirectory } from '@/features/marketplace/marketplace-queries';
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
    // A priced tier's Book (decision 199): photographers with a package at that price or less.
    maxPrice: parseDirectoryParams(search).maxPrice,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  return { service, pkg, params };
}

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ search }) => [marketplacePageQueries.directory(choiceOf(search).params)];

/**
 * /book (decision 164): where a pricing tier's Book button and a service page's Book This Package
 * lead, without an account. The visitor picks an approved photographer (the directory, narrowed
 * to the service's category when there is one, and to packages at the tier's price or less when
 * a priced tier sent them, decision 199) and goes on to their booking page with the package or
 * service passed along, so the matching session type is chosen for them.
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
  const price = params.maxPrice !== undefined ? formatNaira(nairaToKobo(params.maxPrice)) : null;
  const onward = (slug: string) => {
    const next = new URLSearchParams();
    const hint = pkg ?? service;
    if (pkg) next.set('package', pkg);
    if (service) next.set('service', service);
    if (hint) next.set('type', hint);
    const query = next.toString();
    return `/book/${slug}${query ? `?${query}` : ''}`;
  };
  const chose = [pkg ? `the ${pkg} package` : '', category ? `${category} photography` : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PageHero
        eyebrow="Book a session"
        title="Choose Your Photographer"
        lead={`${chose || service ? `You chose ${chose || service}. ` : ''}${
          price ? `Each photographer sets their own prices: these offer a package at ${price} or less. ` : ''
        }Pick a photographer to see their free times and book online.`}
      />
      <section aria-labelledby="book-choices" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="book-choices" className="font-display text-2xl font-bold text-ink" aria-live="polite">
          {data
            ? `${data.total} ${data.total === 1 ? 'photographer' : 'photographers'}${category ? ` for ${category}` : ''}${price ? ` from ${price} or less` : ''}`
            : 'Photographers'}
        </h2>
        {directory.isError && !data ? (
          <div className="mt-6">
            <LoadError what="the photographers" onRetry={() => void directory.refetch()} />
          </div>
        ) : !data ? (
          <p className="mt-6 text-muted">Loading photographers…</p>
        ) : data.photographers.length === 0 ? (
          <NoMatch category={category} price={price} search={search} />
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.photographers.map((p) => (
              <li key={p.slug}>
                <ChoiceCard photographer={p} bookTo={onward(p.slug)} />
              </li>
            ))}
          </ul>
        )}
        {data ? (
          <Pager
            className="mt-10"
            page={params.page}
            pages={pageCount(data.total, data.pageSize)}
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

/** Nobody matches: say why, and offer every photographer (of the category) at their own prices. */
function NoMatch({
  category,
  price,
  search,
}: {
  category: string | null;
  price: string | null;
  search: URLSearchParams;
}) {
  const everyone = new URLSearchParams(search);
  everyone.delete('maxPrice');
  everyone.delete('page');
  const query = everyone.toString();
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-6 py-14 text-center">
      <Camera className="size-10 text-gold-700" aria-hidden />
      <p className="font-semibold text-ink">
        {price
          ? `No photographer ${category ? `for ${category} ` : ''}offers a package at ${price} or less yet.`
          : `No photographers ${category ? `for ${category} ` : ''}yet.`}
      </p>
      {price ? (
        <>
          <p className="text-sm text-muted">Each photographer sets their own prices.</p>
          <Button asChild variant="outline">
            <Link to={`/book${query ? `?${query}` : ''}`}>See photographers at every price</Link>
          </Button>
        </>
      ) : (
        <Button asChild variant="outline">
          <Link to="/photographers">See all photographers</Link>
        </Button>
      )}
    </div>
  );
}

function ChoiceCard({ photographer: p, bookTo }: { photographer: DirectoryCard; bookTo: string }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <h3 className="font-display text-xl font-semibold text-ink">{p.businessName}</h3>
      {p.city ? (
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin className="size-4 text-gold-700" aria-hidden />
          {p.city}
        </p>
      ) : null}
      <p className="text-sm text-muted">{p.categories.map((c) => CATEGORY_LABELS[c]).join(' · ')}</p>
      {p.startingPriceKobo !== null ? (
        <p className="text-sm font-semibold text-gold-800">{`From ${formatNaira(p.startingPriceKobo)}`}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild>
          <Link to={bookTo} aria-label={`Book ${p.businessName}`}>
            Book
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/photographers/${p.slug}`}>Profile</Link>
        </Button>
      </div>
    </Card>
  );
}
