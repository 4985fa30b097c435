import { z } from 'zod';

/**
 * The query of a list screen with status tabs (invoices, contracts…): `?tab=…&page=…`, the first
 * tab and page 1 when left out. Both the route's querystring and the OpenAPI doc come from it.
 */
export function tabPageQuerySchema<const Tab extends string>(tabs: readonly [Tab, ...Tab[]]) {
  return z.object({
    tab: z.enum(tabs).default(tabs[0]),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  });
}

/** How many pages a list has: at least one, so an empty list still shows "page 1". */
export const pageCount = (list: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(list.total / list.pageSize));
