import { formatDateTime } from '@shared/lagos-time';
import { EMAIL_LOG_API, type EmailStatus, type OutboxEntry } from '@shared/outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { adminKeys, outboxQuery } from './admin-queries';

const STATUS: Record<EmailStatus, { label: string; variant: 'success' | 'warning' | 'danger' }> = {
  queued: { label: 'Queued', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  stored: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/**
 * The email log: every email and SMS, newest first, with where it stands (queued, sent, failed
 * and why), and Resend. Without SMTP_URL an email "sent" means kept here for a developer to read.
 */
export function OutboxTab() {
  const queryClient = useQueryClient();
  const { data, isError, refetch, isFetching } = useQuery(outboxQuery);
  const resend = useMutation({
    mutationFn: (email: OutboxEntry) => api.post<{ email: OutboxEntry }>(EMAIL_LOG_API.resend(email.id)),
    onSuccess: async (_d, email) => {
      toast.success(`The ${email.channel === 'sms' ? 'SMS' : 'email'} to ${email.to} is queued again.`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
    },
    onError: (error) => showError(error, { fallback: 'The email could not be queued again.' }),
  });
  const smtp = data?.emails.some((e) => e.transport === 'smtp');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {smtp
            ? 'Every email the platform sends, with its delivery state. Failed emails are retried automatically before they show as failed.'
            : 'No SMTP server is set (SMTP_URL), so emails are kept here instead of being sent.'}
        </p>
        <Button size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {isError ? <p role="alert">The email log could not be loaded.</p> : null}
      {!data && !isError ? <Skeleton className="h-40 w-full" /> : null}
      {data?.emails.length === 0 ? <p className="py-8 text-center text-muted">No emails yet.</p> : null}
      <ul className="space-y-2">
        {data?.emails.map((email) => (
          <li key={email.id} className="rounded-lg border border-stone-200 bg-white">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="font-medium">{email.subject}</span>
                <span className="text-muted">to {email.to}</span>
                <Badge variant="neutral">{email.template}</Badge>
                {email.channel === 'sms' ? (
                  <Badge variant="neutral">
                    SMS{email.parts ? `, ${email.parts} ${email.parts === 1 ? 'part' : 'parts'}` : ''}
                  </Badge>
                ) : null}
                <Badge variant={STATUS[email.status].variant}>{STATUS[email.status].label}</Badge>
                <span className="ml-auto text-xs text-muted">{formatDateTime(email.createdAt, true)}</span>
              </summary>
              <div className="space-y-2 border-t border-stone-100 px-4 py-3">
                {email.error ? (
                  <p className="text-sm text-red-800">
                    {email.status === 'failed' ? 'Failed: ' : 'Last attempt failed, retrying: '}
                    {email.error}
                  </p>
                ) : null}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(email)}
                >
                  Resend
                </Button>
                {email.text ? (
                  <pre className="overflow-x-auto text-xs whitespace-pre-wrap">{email.text}</pre>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
