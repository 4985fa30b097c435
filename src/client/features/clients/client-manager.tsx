import {
  CLIENT_MESSAGES,
  CLIENT_TAB_LABELS,
  CLIENT_TABS,
  CLIENTS_API,
  type ClientSort,
  type ClientTab,
} from '@shared/clients-api';
import { formatLagosDay } from '@shared/lagos-time';
import { ChevronLeft, ChevronRight, Download, Search, Upload, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ClientFormDialog } from './client-form-dialog';
import { clientListQuery, useClientList } from './client-queries';
import { ClientRowActions } from './client-row-actions';
import { ClientStatusBadge } from './client-status-badge';
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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
      </div>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <Tabs value={tab} onValueChange={(v) => setTab(v as ClientTab)}>
          <TabsList aria-label="Client status">
            {CLIENT_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {CLIENT_TAB_LABELS[t]}
                {data ? <span className="ml-1.5 text-xs text-muted">{data.counts[t]}</span> : null}
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
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="client-sort">Sort by</Label>
            <NativeSelect
              id="client-sort"
              value={sortKey}
              onChange={(e) => setSortKey(e.target.value as SortKey)}
            >
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

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
          <Table aria-label="Clients">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead className="max-sm:hidden">Contact</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="max-sm:hidden">Last Contact</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data?.clients.map((client) => (
                <TableRow key={client.id}>
                  <TableCell>
                    <Link
                      to={`/clients/${client.id}`}
                      className="font-medium text-ink hover:text-gold-800 hover:underline"
                    >
                      {client.name}
                    </Link>
                    {/* On a phone the contact column is hidden: the email shows here instead. */}
                    <p className="text-xs break-all text-muted sm:hidden">{client.email}</p>
                    {client.notes ? (
                      <p className="mt-0.5 line-clamp-2 max-w-xs text-xs text-muted">{client.notes}</p>
                    ) : null}
                  </TableCell>
                  <TableCell className="max-sm:hidden">
                    <p className="break-all">{client.email}</p>
                    {client.phone ? <p className="text-xs text-muted">{client.phone}</p> : null}
                  </TableCell>
                  <TableCell>
                    <ClientStatusBadge status={client.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-sm:hidden">
                    {formatLagosDay(client.lastContactAt)}
                  </TableCell>
                  <TableCell className="text-right">
                    <ClientRowActions client={client} handlers={actions.handlers} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>

      {data && pages > 1 ? (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-4">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <p className="text-sm text-muted" aria-live="polite">
            Page {Math.min(page, pages)} of {pages}
          </p>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}

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
