import type { Client, ClientList } from '@shared/clients';
import { CLIENTS_API } from '@shared/clients-api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';

/**
 * "Choose from your clients": a search over the photographer's clients as they type; picking one
 * fills the client of an invoice or contract. Typing a new name and email instead adds a lead when it is saved.
 */
export function ClientPicker({ onPick }: { onPick: (client: Client) => void }) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const search = term.trim();
  const results = useQuery({
    queryKey: ['clients', 'picker', search],
    queryFn: () =>
      api.get<ClientList>(`${CLIENTS_API.list}?${new URLSearchParams({ q: search, sort: 'name' })}`),
    enabled: open && search.length > 0,
    staleTime: 30_000,
  });
  const clients = results.data?.clients.slice(0, 8) ?? [];

  return (
    <div className="relative space-y-1.5 sm:col-span-2">
      <Label htmlFor={id}>Choose from your clients</Label>
      <Input
        id={id}
        type="search"
        aria-describedby={`${id}-list`}
        placeholder="Search by name, email or phone"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open && search ? (
        <ul
          id={`${id}-list`}
          aria-live="polite"
          aria-label="Matching clients"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {results.isPending ? <li className="px-3 py-2 text-sm text-muted">Searching…</li> : null}
          {!results.isPending && clients.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">
              No client matches: type their name and email below.
            </li>
          ) : null}
          {clients.map((client) => (
            <li key={client.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-gold-50 focus-visible:bg-gold-50 focus-visible:outline-none"
                onClick={() => {
                  onPick(client);
                  setTerm('');
                  setOpen(false);
                }}
              >
                <span className="font-medium text-ink">{client.name}</span>{' '}
                <span className="text-muted">{client.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
