import {
  CATEGORY_LABELS,
  DIRECTORY_SORTS,
  PHOTOGRAPHER_CATEGORIES,
  SORT_LABELS,
} from '@shared/marketplace-terms';
import { Search, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type DirectoryParams,
  EMPTY_DIRECTORY_PARAMS,
  filterNaira,
  hasActiveFilters,
  MIN_RATINGS,
} from './directory-params';

interface DirectoryFiltersProps {
  params: DirectoryParams;
  cities: string[];
  onChange: (params: DirectoryParams) => void;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Search and filters of the directory. Choices in a list apply at once; typed ones (name,
 * prices) apply on Search or Enter, so the results do not jump while someone is typing.
 * Every change goes to the address bar and starts again at page 1.
 */
export function DirectoryFilters({ params, cities, onChange }: DirectoryFiltersProps) {
  const [q, setQ] = useState(params.q);
  const [minPrice, setMinPrice] = useState(priceText(params.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(params.maxPrice));
  // The Back button changes the address: show what it says. One effect per field, so applying
  // one field (a price on blur) never wipes what is being typed in another.
  useEffect(() => setQ(params.q), [params.q]);
  useEffect(() => setMinPrice(priceText(params.minPrice)), [params.minPrice]);
  useEffect(() => setMaxPrice(priceText(params.maxPrice)), [params.maxPrice]);

  const apply = (patch: Partial<DirectoryParams>) => onChange({ ...params, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: q.trim(), minPrice: filterNaira(minPrice), maxPrice: filterNaira(maxPrice) });
  };
  // A city in the address that no listed photographer has still shows as chosen.
  const cityOptions =
    params.city && !cities.some((c) => c.toLowerCase() === params.city.toLowerCase())
      ? [...cities, params.city]
      : cities;

  return (
    <search aria-label="Search photographers">
      <form onSubmit={submit} className="rounded-xl border border-stone-200 bg-surface p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field id="directory-q" label="Search by name">
              <Input
                id="directory-q"
                type="search"
                value={q}
                maxLength={100}
                placeholder="Studio name, city, style…"
                onChange={(e) => setQ(e.target.value)}
              />
            </Field>
          </div>
          <Button type="submit" className="sm:w-32">
            <Search aria-hidden /> Search
          </Button>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <Field id="directory-category" label="Category">
            <NativeSelect
              id="directory-category"
              value={params.category}
              onChange={(e) => apply({ category: e.target.value as DirectoryParams['category'] })}
            >
              <option value="">All categories</option>
              {PHOTOGRAPHER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="directory-city" label="City">
            <NativeSelect
              id="directory-city"
              value={cityOptions.find((c) => c.toLowerCase() === params.city.toLowerCase()) ?? ''}
              onChange={(e) => apply({ city: e.target.value })}
            >
              <option value="">All cities</option>
              {cityOptions.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <PriceFilter
            id="directory-min"
            label="Min. starting price (₦)"
            text={minPrice}
            onText={setMinPrice}
            applied={params.minPrice}
            onApply={(minPrice) => apply({ minPrice })}
          />
          <PriceFilter
            id="directory-max"
            label="Max. starting price (₦)"
            text={maxPrice}
            onText={setMaxPrice}
            applied={params.maxPrice}
            onApply={(maxPrice) => apply({ maxPrice })}
          />
          <RatingAndSort params={params} apply={apply} />
        </div>
        {hasActiveFilters(params) ? (
          <Button
            type="button"
            variant="link"
            className="mt-3 px-0"
            onClick={() => onChange({ ...EMPTY_DIRECTORY_PARAMS, sort: params.sort })}
          >
            <X aria-hidden /> Clear filters
          </Button>
        ) : null}
      </form>
    </search>
  );
}

/** A typed price: applied on Search or Enter, or on leaving the field when it changed the filter. */
function PriceFilter({
  id,
  label,
  text,
  onText,
  applied,
  onApply,
}: {
  id: string;
  label: string;
  text: string;
  onText: (text: string) => void;
  applied: number | undefined;
  onApply: (price: ReturnType<typeof filterNaira>) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        inputMode="numeric"
        value={text}
        placeholder="Any"
        onChange={(e) => onText(e.target.value)}
        onBlur={() => filterNaira(text) !== applied && onApply(filterNaira(text))}
      />
    </Field>
  );
}

/** The rating filter (verified reviews' average) and the order, both applied at once. */
function RatingAndSort({
  params,
  apply,
}: {
  params: DirectoryParams;
  apply: (patch: Partial<DirectoryParams>) => void;
}) {
  return (
    <>
      <Field id="directory-rating" label="Rating">
        <NativeSelect
          id="directory-rating"
          value={params.minRating === undefined ? '' : String(params.minRating)}
          onChange={(e) => apply({ minRating: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Any rating</option>
          {MIN_RATINGS.map((r) => (
            <option key={r} value={r}>
              {r} stars and up
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="directory-sort" label="Sort by">
        <NativeSelect
          id="directory-sort"
          value={params.sort}
          onChange={(e) => apply({ sort: e.target.value as DirectoryParams['sort'] })}
        >
          {DIRECTORY_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
