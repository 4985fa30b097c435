import { CLIENT_SOURCE_LABELS, type ClientSource, composerToast } from '@shared/clients-api';
import { formatLagosDay } from '@shared/lagos-time';
import { ArrowLeft, Mail, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { ClientFormDialog } from './client-form-dialog';
import { useClientDetail } from './client-queries';
import { ClientStatusBadge } from './client-status-badge';
import { ClientTimeline } from './client-timeline';
import { EmailComposerDialog } from './email-composer-dialog';
import { FollowUpsCard } from './follow-ups-card';
import { useClientActions } from './use-client-actions';

const sourceLabel = (source: string) => CLIENT_SOURCE_LABELS[source as ClientSource] ?? source;

/** One client: details, notes and the timeline of everything that happened with them. */
export function ClientDetailView({ clientId, canSend }: { clientId: string; canSend: boolean }) {
  const navigate = useNavigate();
  const detail = useClientDetail(clientId);
  const actions = useClientActions(() => navigate('/clients'));

  if (detail.isPending) return <Skeleton className="h-64" aria-label="Loading the client" />;
  if (detail.isError) {
    return (
      <div className="space-y-4">
        <p role="alert">{detail.error.message}</p>
        <Button asChild variant="outline">
          <Link to="/clients">
            <ArrowLeft aria-hidden /> Back to clients
          </Link>
        </Button>
      </div>
    );
  }
  const { client, events } = detail.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline">
          <Link to="/clients">
            <ArrowLeft aria-hidden /> All clients
          </Link>
        </Button>
        <Button
          onClick={() => {
            toast.info(composerToast(client.name, client.email));
            actions.handlers.onEmail(client);
          }}
        >
          <Mail aria-hidden /> Send Email
        </Button>
        <Button variant="outline" onClick={() => actions.handlers.onEdit(client)}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button variant="outline" onClick={() => actions.handlers.onDelete(client)}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
      <FollowUpsCard clientId={client.id} />
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-3">
              {client.name} <ClientStatusBadge status={client.status} />
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[7rem_1fr] gap-y-2 text-sm">
              <dt className="text-muted">Email</dt>
              <dd className="break-all">
                <a href={`mailto:${client.email}`} className="hover:underline">
                  {client.email}
                </a>
              </dd>
              <dt className="text-muted">Phone</dt>
              <dd>{client.phone ? <a href={`tel:${client.phone}`}>{client.phone}</a> : '—'}</dd>
              <dt className="text-muted">Address</dt>
              <dd>{client.address || '—'}</dd>
              <dt className="text-muted">Source</dt>
              <dd>{sourceLabel(client.source)}</dd>
              <dt className="text-muted">Added</dt>
              <dd>{formatLagosDay(client.createdAt)}</dd>
              <dt className="text-muted">Last Contact</dt>
              <dd>{formatLagosDay(client.lastContactAt)}</dd>
            </dl>
            <h3 className="mt-6 text-sm font-semibold">Notes</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-muted">{client.notes || 'No notes yet.'}</p>
          </CardContent>
        </Card>
        <ClientTimeline events={events} />
      </div>
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
    </div>
  );
}
