import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_MESSAGES, type Client, clientEmailSchema } from '@shared/clients';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/form-field';
import { showError } from '@/lib/form-errors';
import { useSendClientEmail } from './client-mutations';
import { PreviewPanel, TemplatePicker } from './email-preview';
import { useEmailTemplates, usePreviewEmail } from './email-template-queries';

interface EmailComposerDialogProps {
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the photographer is approved: until then nothing is sent to a client. */
  canSend: boolean;
}

/**
 * Send Email: a real email to the client, on their timeline, moving Last Contact; from a template
 * whose placeholders the server fills with this client's values (the preview shows them).
 */
export function EmailComposerDialog({ client, open, onOpenChange, canSend }: EmailComposerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Email</DialogTitle>
          <DialogDescription>
            {client
              ? `To ${client.name} (${client.email}). Their reply comes to your own email address.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {client ? (
          <Composer key={client.id} client={client} canSend={canSend} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type FormValues = z.input<typeof clientEmailSchema>;

function Composer({ client, canSend, onDone }: { client: Client; canSend: boolean; onDone: () => void }) {
  const form = useForm<FormValues, unknown, z.output<typeof clientEmailSchema>>({
    resolver: zodResolver(clientEmailSchema),
    defaultValues: { subject: CLIENT_MESSAGES.emailSubject, message: '' },
  });
  const send = useSendClientEmail();
  const templates = useEmailTemplates();
  const preview = usePreviewEmail(client.id);
  const showPreview = () => {
    const parsed = clientEmailSchema.safeParse(form.getValues());
    if (parsed.success)
      preview.mutate(parsed.data, { onError: (e) => showError(e, { fallback: 'No preview' }) });
  };
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await send.mutateAsync({ id: client.id, input });
      onDone();
    } catch (error) {
      showError(error, {
        fallback: 'The email could not be sent. Please try again.',
        setError: form.setError,
        fields: ['subject', 'message'],
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {canSend ? null : <FormAlert tone="info">{CLIENT_MESSAGES.notApproved}</FormAlert>}
      <TemplatePicker
        templates={templates.data}
        onPick={(template) => {
          form.setValue('subject', template?.subject ?? CLIENT_MESSAGES.emailSubject);
          form.setValue('message', template?.body ?? '');
          showPreview();
        }}
      />
      <TextField
        id="email-subject"
        label="Subject"
        required
        error={errors.subject}
        registration={form.register('subject')}
      />
      <TextAreaField
        id="email-message"
        label="Message"
        required
        rows={8}
        error={errors.message}
        registration={form.register('message')}
      />
      {preview.data ? <PreviewPanel preview={preview.data} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="button" variant="outline" onClick={showPreview} disabled={preview.isPending}>
          Preview
        </Button>
        <Button type="submit" disabled={send.isPending || !canSend}>
          {send.isPending ? 'Sending…' : 'Send Email'}
        </Button>
      </DialogFooter>
    </form>
  );
}
