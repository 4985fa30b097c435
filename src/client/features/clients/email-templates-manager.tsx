import { EMAIL_PLACEHOLDERS, type EmailTemplate } from '@shared/email-templates';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirm } from '@/components/ui/use-confirm';
import { showError } from '@/lib/form-errors';
import { useDeleteTemplate, useEmailTemplates, useResetTemplate } from './email-template-queries';
import { TemplateFormDialog } from './template-form-dialog';

/** The photographer's templates: the five starting ones (editable, resettable) and their own. */
export function EmailTemplatesManager() {
  const templates = useEmailTemplates();
  const [editing, setEditing] = useState<EmailTemplate | null | 'new'>(null);
  return (
    <section aria-labelledby="templates-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="templates-heading" className="font-display text-xl font-semibold">
          Your templates
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> New template
        </Button>
      </div>
      <p className="text-sm text-muted">
        Placeholders:{' '}
        {Object.entries(EMAIL_PLACEHOLDERS)
          .map(([name, what]) => `{${name}} ${what}`)
          .join(' · ')}
      </p>
      {templates.isPending ? (
        <Skeleton className="h-40" aria-label="Loading your templates" />
      ) : templates.isError ? (
        <p role="alert">{templates.error.message}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {templates.data.map((t) => (
            <TemplateCard key={t.id} template={t} onEdit={() => setEditing(t)} />
          ))}
        </ul>
      )}
      <TemplateFormDialog
        editing={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
    </section>
  );
}

function TemplateCard({ template, onEdit }: { template: EmailTemplate; onEdit: () => void }) {
  const confirm = useConfirm();
  const reset = useResetTemplate();
  const remove = useDeleteTemplate();
  const onError = (error: unknown) => showError(error, { fallback: 'Please try again.' });
  const resetOrDelete = async () => {
    const isDefault = template.defaultKey !== null;
    const yes = await confirm({
      title: isDefault ? 'Reset template' : 'Delete template',
      question: isDefault
        ? `Put "${template.name}" back to its original text? Your changes to it are lost.`
        : `Delete "${template.name}"? This cannot be undone.`,
      confirmLabel: isDefault ? 'Reset' : 'Delete',
      destructive: true,
    });
    if (!yes) return;
    if (isDefault) reset.mutate(template.id, { onError });
    else remove.mutate(template.id, { onError });
  };
  return (
    <li>
      <Card className="h-full">
        <CardHeader>
          <CardTitle>{template.name}</CardTitle>
          <p className="text-sm font-medium">{template.subject}</p>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="line-clamp-4 whitespace-pre-line text-sm text-muted">{template.body}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${template.name}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void resetOrDelete()}
              aria-label={`${template.defaultKey ? 'Reset' : 'Delete'} ${template.name}`}
            >
              {template.defaultKey ? 'Reset' : 'Delete'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
