import { formatDateTime } from '@shared/lagos-time';
import { EMAIL_LOG_API, type FailedJobView } from '@shared/outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { adminKeys, failedJobsQuery } from './admin-queries';

/** Background jobs that used up their retries, with the error and a Retry button. */
export function FailedJobsTab() {
  const queryClient = useQueryClient();
  const { data, isError, refetch, isFetching } = useQuery(failedJobsQuery);
  const retry = useMutation({
    mutationFn: (job: FailedJobView) => api.post(EMAIL_LOG_API.retryJob(job.id)),
    onSuccess: async (_d, job) => {
      toast.success(`The ${job.queue} job will run again.`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.failedJobs });
    },
    onError: (error) => showError(error, { fallback: 'The job could not be retried.' }),
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {data && !data.running
            ? 'Background jobs are switched off in this process, so none can fail here.'
            : 'Jobs are retried with growing delays; these ran out of retries.'}
        </p>
        <Button size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {isError ? <p role="alert">The failed jobs could not be loaded.</p> : null}
      {!data && !isError ? <Skeleton className="h-40 w-full" /> : null}
      {data?.jobs.length === 0 ? <p className="py-8 text-center text-muted">No failed jobs.</p> : null}
      {data && data.jobs.length > 0 ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Queue</TableHead>
              <TableHead>Error</TableHead>
              <TableHead>Failed at</TableHead>
              <TableHead>Attempts</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell className="font-medium">{job.queue}</TableCell>
                <TableCell className="max-w-md break-words text-sm">{job.error}</TableCell>
                <TableCell>{formatDateTime(job.failedAt)}</TableCell>
                <TableCell>{job.attempts}</TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(job)}
                  >
                    Retry
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
