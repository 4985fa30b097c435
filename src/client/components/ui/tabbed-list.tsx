import type { ReactNode } from 'react';
import type { TabPages } from '@/components/ui/use-tab-pages';
import { ListState } from './list-state';
import { Pager } from './pager';
import { StatusTabs } from './status-tabs';

/**
 * The body of a list screen with status tabs: the tabs, the table (or its loading placeholder or
 * the empty message) scrolling sideways on a phone, and the pager under it. The screen keeps its
 * state in `useTabPages` and passes the table as children.
 */
export function TabbedList<Tab extends string>({
  view,
  tabs,
  labels,
  label,
  pages,
  pending,
  empty,
  emptyMessage,
  tabsClassName,
  children,
}: {
  view: TabPages<Tab>;
  tabs: readonly Tab[];
  labels: Record<Tab, string>;
  /** What the tabs sort by, read out: 'Invoices by status'. */
  label: string;
  pages: number;
  pending: boolean;
  empty: boolean;
  emptyMessage: string;
  tabsClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <StatusTabs
        className={tabsClassName}
        tabs={tabs}
        labels={labels}
        value={view.tab}
        label={label}
        onChange={view.showTab}
      />
      <div className="mt-4 overflow-x-auto">
        <ListState pending={pending} empty={empty} message={emptyMessage}>
          {children}
        </ListState>
      </div>
      <Pager className="mt-4" page={view.page} pages={pages} onPage={view.setPage} />
    </>
  );
}
