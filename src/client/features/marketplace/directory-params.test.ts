import { describe, expect, it } from 'vitest';
import {
  EMPTY_DIRECTORY_PARAMS,
  filterNaira,
  parseDirectoryParams,
  toApiQuery,
  toSearchParams,
} from './directory-params';

describe('directory address-bar filters', () => {
  it('reads filters from the address and ignores what is not valid', () => {
    const params = parseDirectoryParams(
      new URLSearchParams(
        'q=%20Ada%20&category=wedding&city=Lagos&minPrice=50000&maxPrice=abc&sort=price-asc&page=2',
      ),
    );
    expect(params).toEqual({
      q: 'Ada',
      category: 'wedding',
      city: 'Lagos',
      minPrice: 50_000,
      maxPrice: undefined,
      sort: 'price-asc',
      page: 2,
    });
    expect(parseDirectoryParams(new URLSearchParams('category=weddings&sort=x&page=-1&minPrice=-5'))).toEqual(
      EMPTY_DIRECTORY_PARAMS,
    );
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toSearchParams(EMPTY_DIRECTORY_PARAMS).toString()).toBe('');
    const params = { ...EMPTY_DIRECTORY_PARAMS, category: 'family' as const, minPrice: 20_000, page: 3 };
    expect(parseDirectoryParams(toSearchParams(params))).toEqual(params);
  });

  it('sends prices to the API in kobo, a swapped range put right', () => {
    const query = toApiQuery({ ...EMPTY_DIRECTORY_PARAMS, minPrice: 100_000, maxPrice: 20_000 });
    expect(query.get('minPriceKobo')).toBe('2000000');
    expect(query.get('maxPriceKobo')).toBe('10000000');
    expect(query.get('page')).toBe('1');
  });

  it('reads a price filter as whole naira, typed the way people write them', () => {
    expect(filterNaira('₦ 50,000')).toBe(50_000);
    expect(filterNaira('25000')).toBe(25_000);
    expect(filterNaira('999,999,999')).toBe(999_999_999);
    for (const text of [null, '', 'abc', '-5', '15000.50', '1,000,000,000']) {
      expect(filterNaira(text), String(text)).toBeUndefined();
    }
  });
});
