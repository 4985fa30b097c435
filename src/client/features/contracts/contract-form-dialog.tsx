import {
  CONTRACT_EXPIRY_DAYS,
  CONTRACT_MESSAGES,
  type Contract,
  type ContractInput,
  type ContractTemplate,
  contractInputSchema,
  fillPlaceholders,
  placeholderValues,
  unfilledPlaceholders,
} from '@shared/contracts';
import { addDays, lagosDate } from '@shared/lagos-time';
import { BookmarkPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ClientPicker } from '@/components/forms/client-picker';
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
import { ContractBookingSelect } from './contract-booking-select';
import {
  type ContractDetails,
  ContractDetailsFields,
  detailValues,
  noDetails,
} from './contract-details-fields';
import { ContractPreview } from './contract-preview';
import { ContractTemplateSelect } from './contract-template-select';
import {
  useClientBookings,
  useCreateContract,
  useSaveTemplate,
  useUpdateContract,
} from './contracts-queries';

/** What the dialog starts from: a draft to edit, or a client to prefill (the client row's Create Contract). */
export interface ContractFormStart {
  editing?: Contract | null;
  client?: { clientId?: string | null; name: string; email: string } | null;
}

export function ContractFormDialog({
  open,
  onOpenChange,
  start,
  templates,
  photographer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start: ContractFormStart;
  templates: ContractTemplate[];
  photographer: { name: string; email: string };
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{start.editing ? 'Edit draft contract' : 'Create Contract'}</DialogTitle>
          <DialogDescription>
            Start from a template: your details and the client's are filled in. Anything still highlighted
            must be filled before you can send it.
          </DialogDescription>
        </DialogHeader>
        <ContractForm
          key={start.editing?.id ?? `new-${start.client?.email ?? ''}`}
          start={start}
          templates={templates}
          photographer={photographer}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ContractForm({
  start,
  templates,
  photographer,
  onDone,
}: {
  start: ContractFormStart;
  templates: ContractTemplate[];
  photographer: { name: string; email: string };
  onDone: () => void;
}) {
  const editing = start.editing ?? null;
  const ids = useId();
  const today = lagosDate();
  const [templateId, setTemplateId] = useState(editing?.templateId ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [clientId, setClientId] = useState<string | null>(
    editing?.clientId ?? start.client?.clientId ?? null,
  );
  const [clientName, setClientName] = useState(editing?.client.name ?? start.client?.name ?? '');
  const [clientEmail, setClientEmail] = useState(editing?.client.email ?? start.client?.email ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [bookingId, setBookingId] = useState(editing?.bookingId ?? '');
  const [details, setDetails] = useState<ContractDetails>(noDetails);
  const [expirationDate, setExpirationDate] = useState(
    editing?.expirationDate ?? addDays(today, CONTRACT_EXPIRY_DAYS),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateContract();
  const update = useUpdateContract();
  const saveTemplate = useSaveTemplate();
  const pending = create.isPending || update.isPending;

  const template = templates.find((t) => t.id === templateId);
  const clientBookings = useClientBookings(clientId);
  const bookings = clientBookings.data ?? [];
  const booking = bookings.find((b) => b.id === bookingId) ?? null;
  const values = detailValues(details);
  // The same fill the server applies on save (it reads the booking again itself), so the
  // preview is what will be stored.
  const fill = (withValues: typeof values, withBooking: typeof booking) =>
    placeholderValues({
      today,
      photographer,
      client: { name: clientName.trim(), email: clientEmail.trim().toLowerCase() },
      values: withValues,
      depositPercent: template?.depositPercent,
      booking: withBooking,
    });
  const preview = fillPlaceholders(content, fill(values, booking));
  const unfilled = unfilledPlaceholders(preview);
  // What the booking fills is not asked for: only what remains.
  const byBooking = fill({}, booking);
  const asks = new Set(unfilledPlaceholders(fillPlaceholders(content, byBooking)));
  const chooseClient = (id: string | null) => {
    setClientId(id);
    setBookingId('');
  };

  const pickTemplate = (id: string) => {
    setTemplateId(id);
    const next = templates.find((t) => t.id === id);
    if (!next) return;
    setContent(next.content);
    if (!title.trim() || templates.some((t) => t.title === title)) setTitle(next.title);
  };

  const submit = async () => {
    const input: ContractInput = {
      title,
      clientId,
      clientName,
      clientEmail,
      content,
      templateId: templateId || null,
      bookingId: booking ? booking.id : null,
      values,
      expirationDate: expirationDate || null,
    };
    const checked = contractInputSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? CONTRACT_MESSAGES.required);
      return;
    }
    setProblem(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input });
      else await create.mutateAsync(input);
      onDone();
    } catch {
      // The mutation showed why; the dialog keeps what was typed.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="grid gap-6 lg:grid-cols-2"
    >
      <div className="space-y-5">
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <ContractTemplateSelect
          id={`${ids}-template`}
          templates={templates}
          value={templateId}
          onPick={pickTemplate}
          onDeleted={() => setTemplateId('')}
        />
        <TextField
          id={`${ids}-title`}
          label="Contract title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Client</legend>
          <ClientPicker
            onPick={(client) => {
              chooseClient(client.id);
              setClientName(client.name);
              setClientEmail(client.email);
            }}
          />
          <TextField
            id={`${ids}-client-name`}
            label="Client name"
            required
            value={clientName}
            onChange={(e) => {
              setClientName(e.target.value);
              chooseClient(null);
            }}
          />
          <TextField
            id={`${ids}-client-email`}
            label="Client email"
            type="email"
            required
            value={clientEmail}
            onChange={(e) => {
              setClientEmail(e.target.value);
              chooseClient(null);
            }}
          />
          {clientId ? (
            <ContractBookingSelect
              id={`${ids}-booking`}
              bookings={bookings}
              loading={clientBookings.isPending}
              value={booking ? booking.id : ''}
              onChange={setBookingId}
            />
          ) : null}
        </fieldset>
        <ContractDetailsFields
          ids={ids}
          asks={asks}
          details={details}
          setDetails={setDetails}
          template={template}
          expirationDate={expirationDate}
          onExpirationDate={setExpirationDate}
          today={today}
        />
        <TextAreaField
          id={`${ids}-content`}
          label="Contract text"
          required
          hint="# Heading, **bold**, *italic*; [PLACEHOLDERS] in capitals are filled in for you."
          rows={12}
          className="font-mono text-xs"
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>

      <ContractPreview preview={preview} unfilled={unfilled} hasContent={Boolean(content.trim())} />

      <DialogFooter className="lg:col-span-2">
        <Button
          type="button"
          variant="outline"
          disabled={saveTemplate.isPending || !content.trim() || !title.trim()}
          onClick={() =>
            saveTemplate.mutate({
              title: title.trim(),
              category: template?.category ?? 'Custom',
              content,
              depositPercent: template?.depositPercent ?? null,
            })
          }
        >
          <BookmarkPlus aria-hidden /> Save as my template
        </Button>
        <Button type="submit" disabled={pending}>
          {editing ? 'Save draft' : 'Create Contract'}
        </Button>
      </DialogFooter>
    </form>
  );
}
