import type { Opening } from '@shared/email-templates';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { useOpenings, useSaveOpening } from './email-template-queries';

/** The opening paragraph of each automated email: the photographer's own text, or Aworan's. */
export function AutomatedOpenings() {
  const openings = useOpenings();
  return (
    <section aria-labelledby="openings-heading" className="space-y-4">
      <h2 id="openings-heading" className="font-display text-xl font-semibold">
        Automated emails
      </h2>
      <p className="text-sm text-muted">
        Aworan sends these for you. Write your own opening paragraph for any of them; leave it empty to keep
        ours.
      </p>
      {openings.isPending ? (
        <Skeleton className="h-40" aria-label="Loading the automated emails" />
      ) : openings.isError ? (
        <p role="alert">{openings.error.message}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {openings.data.map((o) => (
            <OpeningEditor key={`${o.kind}-${o.body}`} opening={o} />
          ))}
        </div>
      )}
    </section>
  );
}

function OpeningEditor({ opening }: { opening: Opening }) {
  const save = useSaveOpening();
  const [body, setBody] = useState(opening.body);
  const [error, setError] = useState<string | undefined>();
  const submit = (text: string) =>
    save.mutate(
      { kind: opening.kind, body: text },
      {
        onSuccess: () => setError(undefined),
        onError: (e) => setError(errorMessage(e, 'Please try again.')),
      },
    );
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(body);
          }}
          className="space-y-3"
        >
          <TextAreaField
            id={`opening-${opening.kind}`}
            label={`${opening.label}: your opening`}
            hint={`Can use ${opening.placeholders.map((p) => `{${p}}`).join(', ')}`}
            rows={4}
            value={body}
            error={error}
            onChange={(event) => setBody(event.target.value)}
          />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={save.isPending}>
              Save opening
            </Button>
            {opening.body ? (
              <Button size="sm" type="button" variant="outline" onClick={() => submit('')}>
                Use Aworan's opening
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
