import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailTemplate, emailTemplateInputSchema } from '@shared/email-templates';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { showError } from '@/lib/form-errors';
import { useSaveTemplate } from './email-template-queries';

type Values = z.input<typeof emailTemplateInputSchema>;

/** New or edit a template: name, subject and message, with {placeholders}. */
export function TemplateFormDialog({
  editing,
  open,
  onOpenChange,
}: {
  editing: EmailTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${editing.name}` : 'New template'}</DialogTitle>
        </DialogHeader>
        {open ? (
          <TemplateForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ editing, onDone }: { editing: EmailTemplate | null; onDone: () => void }) {
  const save = useSaveTemplate();
  const form = useForm<Values, unknown, z.output<typeof emailTemplateInputSchema>>({
    resolver: zodResolver(emailTemplateInputSchema),
    defaultValues: editing
      ? { name: editing.name, subject: editing.subject, body: editing.body }
      : { name: '', subject: '', body: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      onDone();
    } catch (error) {
      showError(error, {
        fallback: 'The template could not be saved.',
        setError: form.setError,
        fields: ['name', 'subject', 'body'],
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="template-name"
        label="Name"
        required
        error={errors.name}
        registration={form.register('name')}
      />
      <TextField
        id="template-subject"
        label="Subject"
        required
        error={errors.subject}
        registration={form.register('subject')}
      />
      <TextAreaField
        id="template-body"
        label="Message"
        required
        rows={10}
        error={errors.body}
        registration={form.register('body')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
