import type { ClientList } from '@shared/clients';
import {
  CLIENT_MESSAGES,
  CLIENT_TAB_LABELS,
  CLIENT_TABS,
  CLIENTS_API,
  type ClientSort,
  type ClientTab,
} from '@shared/clients-api';
import { Download, FileText, Search, Upload, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager, pageCount } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ClientFormDialog } from './client-form-dialog';
import { clientListQuery, useClientList } from './client-queries';
import type { ClientActionHandlers } from './client-row-actions';
import { ClientTable } from './client-table';
import { EmailComposerDialog } from './email-composer-dialog';
import { ImportDialog } from './import-dialog';
import { useClientActions } from './use-client-actions';

const SORTS = {
  'lastContact-desc': 'Last contact, newest first',
  'lastContact-asc': 'Last contact, oldest first',
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
} as const;
type SortKey = keyof typeof SORTS;

/** Waits until typing pauses before searching. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The photographer's client list: the spec's screen, plus search, sort, pages, import and export. */
export function ClientManager({ canSend }: { canSend: boolean }) {
  const [tab, setTab] = useState<ClientTab>('all');
  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('lastContact-desc');
  const [page, setPage] = useState(1);
  const [importOpen, setImportOpen] = useState(false);
  const q = useDebounced(search, 250);
  const [sort, dir] = sortKey.split('-') as [ClientSort, 'asc' | 'desc'];
  const params = { tab, q, sort, dir, page };
  const list = useClientList(params);
  const actions = useClientActions();
  const data = list.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  // A new search, tab or order starts again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setPage(1), [tab, q, sortKey]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button onClick={actions.openAdd}>
          <UserPlus aria-hidden /> Add New Client
        </Button>
        <Button variant="outline" onClick={() => setImportOpen(true)}>
          <Upload aria-hidden /> Import CSV
        </Button>
        <Button asChild variant="outline">
          <a href={`${CLIENTS_API.export}?${clientListQuery({ tab, q, sort, dir })}`} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/clients/templates">
            <FileText aria-hidden /> Email templates
          </Link>
        </Button>
      </div>

      <ClientFilters
        tab={tab}
        onTab={setTab}
        counts={data?.counts}
        search={search}
        onSearch={setSearch}
        sortKey={sortKey}
        onSort={setSortKey}
      />
      <ClientListBody list={list} handlers={actions.handlers} />
      {data ? <Pager page={page} pages={pages} onPage={setPage} /> : null}

      <ClientFormDialog
        editing={actions.editing}
        open={actions.formOpen}
        onOpenChange={actions.setFormOpen}
      />
      <EmailComposerDialog
        client={actions.emailing}
        open={actions.emailing !== null}
        onOpenChange={(open) => (open ? undefined : actions.closeEmail())}
        canSend={canSend}
      />
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}

/** The status tabs (with their counts), the search box and the order. */
function ClientFilters({
  tab,
  onTab,
  counts,
  search,
  onSearch,
  sortKey,
  onSort,
}: {
  tab: ClientTab;
  onTab: (tab: ClientTab) => void;
  counts: ClientList['counts'] | undefined;
  search: string;
  onSearch: (search: string) => void;
  sortKey: SortKey;
  onSort: (sortKey: SortKey) => void;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <Tabs value={tab} onValueChange={(v) => onTab(v as ClientTab)}>
        <TabsList aria-label="Client status">
          {CLIENT_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {CLIENT_TAB_LABELS[t]}
              {counts ? <span className="ml-1.5 text-xs text-muted">{counts[t]}</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="space-y-1.5">
          <Label htmlFor="client-search">Search clients</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-stone-500"
            />
            <Input
              id="client-search"
              type="search"
              className="pl-9 sm:w-72"
              placeholder="Name, email or phone"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="client-sort">Sort by</Label>
          <NativeSelect id="client-sort" value={sortKey} onChange={(e) => onSort(e.target.value as SortKey)}>
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}

/** The list as it loads: skeleton rows, the error, the empty state, or the page of clients. */
function ClientListBody({
  list,
  handlers,
}: {
  list: ReturnType<typeof useClientList>;
  handlers: ClientActionHandlers;
}) {
  const data = list.data;
  return (
    <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      {list.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading clients">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-red-800">
          {list.error.message}
        </p>
      ) : data && data.clients.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-10 text-center text-muted">
          {CLIENT_MESSAGES.empty}
        </p>
      ) : (
        <ClientTable clients={data?.clients ?? []} handlers={handlers} />
      )}
    </div>
  );
}
