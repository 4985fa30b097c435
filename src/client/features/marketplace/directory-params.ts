import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  type DirectorySort,
  isCategory,
  type PhotographerCategory,
} from '@shared/marketplace-terms';
import { nairaToKobo, parseNaira } from '@shared/money';

/**
 * The directory's filters as they live in the address bar, so a search can be shared, bookmarked
 * and walked back with the Back button. Prices in the address are whole naira (what people
 * type); the API takes kobo.
 */
export interface DirectoryParams {
  q: string;
  category: PhotographerCategory | '';
  city: string;
  /** Whole naira, or undefined for no bound. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** At least this average of verified reviews, or undefined for any. */
  minRating: number | undefined;
  sort: DirectorySort;
  page: number;
}

export const EMPTY_DIRECTORY_PARAMS: DirectoryParams = {
  q: '',
  category: '',
  city: '',
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
  sort: 'name',
  page: 1,
};

/** The largest price filter: nine digits of naira. */
const MAX_FILTER_KOBO = 999_999_999 * 100;

/**
 * A price filter in whole naira, as typed ("₦ 50,000") or as the address carries it, or
 * undefined for anything else (a hand-edited address, kobo, a negative amount).
 */
export function filterNaira(text: string | null): number | undefined {
  const read = parseNaira(text ?? '', { optional: true, maxKobo: MAX_FILTER_KOBO });
  if (!read.ok || read.kobo === null || read.kobo % 100 !== 0) return undefined;
  return read.kobo / 100;
}

/** The directory's rating filter: at least this many stars (an average of verified reviews). */
export const MIN_RATINGS = [4.5, 4, 3] as const;

/** The rating filter from the address: one of the offered minimums, else none. */
export function ratingFilter(text: string | null): number | undefined {
  const value = Number(text);
  return (MIN_RATINGS as readonly number[]).includes(value) ? value : undefined;
}

export function parseDirectoryParams(search: URLSearchParams): DirectoryParams {
  const category = search.get('category') ?? '';
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    category: isCategory(category) ? category : '',
    city: (search.get('city') ?? '').trim().slice(0, 80),
    minPrice: filterNaira(search.get('minPrice')),
    maxPrice: filterNaira(search.get('maxPrice')),
    minRating: ratingFilter(search.get('minRating')),
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as DirectorySort) : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address-bar form: only what differs from the defaults, so a plain /photographers stays plain. */
export function toSearchParams(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.city) search.set('city', params.city);
  if (params.minPrice !== undefined) search.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) search.set('maxPrice', String(params.maxPrice));
  if (params.minRating !== undefined) search.set('minRating', String(params.minRating));
  if (params.sort !== 'name') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The API's form: prices in kobo. A swapped range is put right rather than refused. */
export function toApiQuery(params: DirectoryParams, pageSize = DIRECTORY_PAGE_SIZE): URLSearchParams {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(pageSize),
    sort: params.sort,
  });
  if (params.q) query.set('q', params.q);
  if (params.category) query.set('category', params.category);
  if (params.city) query.set('city', params.city);
  let { minPrice, maxPrice } = params;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== undefined) query.set('minPriceKobo', String(nairaToKobo(minPrice)));
  if (maxPrice !== undefined) query.set('maxPriceKobo', String(nairaToKobo(maxPrice)));
  if (params.minRating !== undefined) query.set('minRating', String(params.minRating));
  return query;
}

export function hasActiveFilters(params: DirectoryParams): boolean {
  return Boolean(
    params.q ||
      params.category ||
      params.city ||
      params.minPrice !== undefined ||
      params.maxPrice !== undefined ||
      params.minRating !== undefined,
  );
}
