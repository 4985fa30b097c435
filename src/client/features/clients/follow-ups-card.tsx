import { zodResolver } from '@hookform/resolvers/zod';
import { type FollowUp, followUpInputSchema } from '@shared/follow-ups';
import { addDays, formatDate } from '@shared/lagos-time';
import { BellRing } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { showError } from '@/lib/form-errors';
import { useAddFollowUp, useClientFollowUps, useFollowUpDone } from './follow-up-queries';
import { SnoozeMenu } from './snooze-menu';

/** The client's follow-ups: the open ones (due ones marked), Done and Snooze, and a form to add one. */
export function FollowUpsCard({ clientId }: { clientId: string }) {
  const query = useClientFollowUps(clientId);
  return (
    <Card role="region" aria-labelledby="follow-ups-heading">
      <CardHeader>
        <CardTitle id="follow-ups-heading" className="flex items-center gap-2">
          <BellRing className="size-5 text-gold-700" aria-hidden /> Follow-ups
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-16" aria-label="Loading follow-ups" />
        ) : query.isError ? (
          <p role="alert">{query.error.message}</p>
        ) : (
          <>
            {query.data.open.length === 0 ? (
              <p className="text-sm text-muted">No follow-up planned.</p>
            ) : (
              <ul className="divide-y divide-stone-100" aria-label="Open follow-ups">
                {query.data.open.map((f) => (
                  <FollowUpRow key={f.id} followUp={f} today={query.data.today} />
                ))}
              </ul>
            )}
            <AddFollowUp clientId={clientId} today={query.data.today} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FollowUpRow({ followUp, today }: { followUp: FollowUp; today: string }) {
  const done = useFollowUpDone();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{followUp.note}</span>
        <span className="block text-sm text-muted">
          {followUp.dueOn === today ? 'Due today' : `Due ${formatDate(followUp.dueOn)}`}
        </span>
      </span>
      {followUp.due ? <Badge variant={followUp.dueOn < today ? 'danger' : 'default'}>Due</Badge> : null}
      <Button
        size="sm"
        variant="outline"
        disabled={done.isPending}
        onClick={() =>
          done.mutate(followUp.id, { onError: (e) => showError(e, { fallback: 'Please try again.' }) })
        }
        aria-label={`Done: ${followUp.note}`}
      >
        Done
      </Button>
      <SnoozeMenu followUp={followUp} today={today} />
    </li>
  );
}

type AddValues = z.input<typeof followUpInputSchema>;

function AddFollowUp({ clientId, today }: { clientId: string; today: string }) {
  const add = useAddFollowUp(clientId);
  const form = useForm<AddValues, unknown, z.output<typeof followUpInputSchema>>({
    resolver: zodResolver(followUpInputSchema),
    defaultValues: { dueOn: addDays(today, 1), note: '' },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      form.reset({ dueOn: input.dueOn, note: '' });
    } catch (error) {
      showError(error, {
        fallback: 'The follow-up could not be added.',
        setError: form.setError,
        fields: ['dueOn', 'note'],
      });
    }
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 border-t border-stone-100 pt-4 sm:grid-cols-[10rem_1fr]"
    >
      <TextField
        id={`follow-up-date-${clientId}`}
        label="Follow up on"
        type="date"
        min={today}
        required
        error={errors.dueOn}
        registration={form.register('dueOn')}
      />
      <TextField
        id={`follow-up-note-${clientId}`}
        label="Note"
        required
        placeholder="Send the wedding quote"
        error={errors.note}
        registration={form.register('note')}
      />
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add follow-up'}
      </Button>
    </form>
  );
}
