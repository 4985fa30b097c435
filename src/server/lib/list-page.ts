import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * The SQL side of a list screen with status tabs (invoices, contracts…): one owner's records
 * in the tab's statuses, newest first, one page at a time. The module's repository names its
 * columns once and builds its own select (all columns, or only what its table shows).
 */
export interface TabbedListColumns {
  owner: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/** Page n (from 1) of `pageSize` rows, as LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

export const pageWindow = (page: number, pageSize: number): PageWindow => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** The owner's records whose status is one of the tab's. */
export const inTab = (columns: TabbedListColumns, ownerId: string, statuses: readonly string[]) =>
  and(eq(columns.owner, ownerId), inArray(columns.status, [...statuses]));

/**
 * One page, newest first; ties broken by id so two records made in the same instant keep their
 * order and never show on two pages. Takes a dynamic select (`db.select()….$dynamic()`).
 */
export const newestPage = <T extends PgSelect>(query: T, columns: TabbedListColumns, window: PageWindow) =>
  query.orderBy(desc(columns.createdAt), desc(columns.id)).limit(window.limit).offset(window.offset);
