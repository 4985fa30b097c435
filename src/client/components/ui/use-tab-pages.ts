import { pageCount } from '@shared/list-page';
import { useState } from 'react';

/**
 * The tab and page of a list screen with status tabs (invoices, contracts…). Changing tab goes
 * back to page 1, so a short tab never opens on a page it does not have.
 */
export function useTabPages<Tab extends string>(firstTab: Tab) {
  const [tab, setTab] = useState<Tab>(firstTab);
  const [page, setPage] = useState(1);
  return {
    tab,
    page,
    setPage,
    showTab(next: Tab) {
      setTab(next);
      setPage(1);
    },
    /** How many pages the last answer has (1 while nothing has come yet). */
    pagesOf: (list: { total: number; pageSize: number } | undefined) => (list ? pageCount(list) : 1),
  };
}

export type TabPages<Tab extends string> = ReturnType<typeof useTabPages<Tab>>;
