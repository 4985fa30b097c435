import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type Client,
  type ClientInput,
  clientInputSchema,
} from '@shared/clients';
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
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/public-form-fields';
import { showError } from '@/lib/form-errors';
import { useSiteContent } from '@/lib/site-content-query';
import { useCreateClient, useUpdateClient } from './client-mutations';

type FormValues = z.input<typeof clientInputSchema>;
const FIELDS = ['name', 'email', 'phone', 'address', 'notes', 'status', 'smsOptIn'] as const;

interface ClientFormDialogProps {
  /** The client to edit, or null to add one. */
  editing: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add New Client and Edit Client: name and email required, the rest optional; new clients are leads. */
export function ClientFormDialog({ editing, open, onOpenChange }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Client' : 'Add New Client'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Update the client’s details.'
              : 'Add a client to your list. New clients start as leads.'}
          </DialogDescription>
        </DialogHeader>
        {/* Remounted per client so the form starts from that client's values, and resets after a save. */}
        <ClientForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ editing, onDone }: { editing: Client | null; onDone: () => void }) {
  const form = useForm<FormValues, unknown, z.output<typeof clientInputSchema>>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: editing
      ? {
          name: editing.name,
          email: editing.email,
          phone: editing.phone,
          address: editing.address,
          notes: editing.notes,
          status: editing.status,
          smsOptIn: editing.smsOptIn,
        }
      : { name: '', email: '', phone: '', address: '', notes: '', status: 'lead', smsOptIn: false },
  });
  // Offered only where this instance sends SMS (decision 272).
  const smsOn = useSiteContent().data?.features.smsReminders ?? false;
  const create = useCreateClient();
  const update = useUpdateClient();
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const input: ClientInput = values;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input });
      else await create.mutateAsync(input);
      onDone();
    } catch (error) {
      showError(error, {
        fallback: 'The client could not be saved. Please try again.',
        setError: form.setError,
        fields: FIELDS,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="client-name"
        label="Name"
        required
        error={errors.name}
        registration={form.register('name')}
      />
      <TextField
        id="client-email"
        label="Email"
        type="email"
        required
        error={errors.email}
        registration={form.register('email')}
      />
      <TextField
        id="client-phone"
        label="Phone"
        type="tel"
        optional
        hint="Nigerian numbers are saved as +234…"
        error={errors.phone}
        registration={form.register('phone')}
      />
      {smsOn ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-gold-700" {...form.register('smsOptIn')} />
          <span>
            Client agreed to SMS
            <span className="block text-muted">
              Booking confirmations and reminders also go by text to the phone above.
            </span>
          </span>
        </label>
      ) : null}
      <TextField
        id="client-address"
        label="Address"
        optional
        error={errors.address}
        registration={form.register('address')}
      />
      <TextAreaField
        id="client-notes"
        label="Notes"
        optional
        rows={3}
        error={errors.notes}
        registration={form.register('notes')}
      />
      <SelectField
        id="client-status"
        label="Status"
        required
        placeholder="Choose a status"
        error={errors.status}
        registration={form.register('status')}
        options={CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }))}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Update Client' : 'Add Client'}
        </Button>
      </DialogFooter>
    </form>
  );
}
