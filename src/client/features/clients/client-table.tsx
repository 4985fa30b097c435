import type { Client } from '@shared/clients';
import { formatLagosDay } from '@shared/lagos-time';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { type ClientActionHandlers, ClientRowActions } from './client-row-actions';
import { ClientStatusBadge } from './client-status-badge';

/** One page of the client list: name (and, on a phone, the email), contact, status, last contact, actions. */
export function ClientTable({ clients, handlers }: { clients: Client[]; handlers: ClientActionHandlers }) {
  return (
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
        {clients.map((client) => (
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
              <ClientRowActions client={client} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
