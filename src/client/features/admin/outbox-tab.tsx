import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { outboxQuery } from './admin-queries';

/** Development only: the emails Aworan would have sent, with their links, newest first. */
export function OutboxTab() {
  const { data, isError, refetch, isFetching } = useQuery(outboxQuery);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          No SMTP server is set (SMTP_URL), so emails are kept here instead of being sent.
        </p>
        <Button size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {isError ? <p role="alert">The outbox could not be loaded.</p> : null}
      {!data && !isError ? <Skeleton className="h-40 w-full" /> : null}
      {data?.emails.length === 0 ? <p className="py-8 text-center text-muted">The outbox is empty.</p> : null}
      <ul className="space-y-2">
        {data?.emails.map((email) => (
          <li key={email.id} className="rounded-lg border border-stone-200 bg-white">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="font-medium">{email.subject}</span>
                <span className="text-muted">to {email.to}</span>
                <Badge variant="neutral">{email.template}</Badge>
                <span className="ml-auto text-xs text-muted">
                  {format(new Date(email.createdAt), 'd MMM, HH:mm:ss')}
                </span>
              </summary>
              <pre className="overflow-x-auto border-t border-stone-100 px-4 py-3 text-xs whitespace-pre-wrap">
                {email.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
