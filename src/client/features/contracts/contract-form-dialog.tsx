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
  const { templateId, setTemplateId, title, setTitle, content, setContent, pickTemplate } = useTemplateText(
    templates,
    editing,
  );
  const client = useContractClient(start);
  const [details, setDetails] = useState<ContractDetails>(noDetails);
  const [expirationDate, setExpirationDate] = useState(
    editing?.expirationDate ?? addDays(today, CONTRACT_EXPIRY_DAYS),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSaveContract(editing, onDone);

  const template = templates.find((t) => t.id === templateId);
  const booking = client.booking;
  const values = detailValues(details);
  const clientOf = { name: client.name.trim(), email: client.email.trim().toLowerCase() };
  const fill = {
    today,
    photographer,
    client: clientOf,
    values,
    depositPercent: template?.depositPercent,
    booking,
  };
  const { preview, unfilled, asks } = filledText(content, fill);

  const submit = async () => {
    const input: ContractInput = {
      title,
      clientId: client.clientId,
      clientName: client.name,
      clientEmail: client.email,
      content,
      templateId: templateId || null,
      bookingId: booking ? booking.id : null,
      values,
      expirationDate: expirationDate || null,
    };
    const why = problemOf(input);
    setProblem(why);
    if (!why) await saving.save(input);
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
        <ContractClientFields ids={ids} client={client} />
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
        <SaveAsTemplateButton title={title} content={content} template={template} />
        <Button type="submit" disabled={saving.pending}>
          {editing ? 'Save draft' : 'Create Contract'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The template, title and text; a template picked replaces the text, and the title unless typed. */
function useTemplateText(templates: ContractTemplate[], editing: Contract | null) {
  const [templateId, setTemplateId] = useState(editing?.templateId ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const pickTemplate = (id: string) => {
    setTemplateId(id);
    const next = templates.find((t) => t.id === id);
    if (!next) return;
    setContent(next.content);
    if (!title.trim() || templates.some((t) => t.title === title)) setTitle(next.title);
  };
  return { templateId, setTemplateId, title, setTitle, content, setContent, pickTemplate };
}

/** The first reason the form's input is refused (the save's own schema), or null. */
function problemOf(input: ContractInput): string | null {
  const checked = contractInputSchema.safeParse(input);
  return checked.success ? null : (checked.error.issues[0]?.message ?? CONTRACT_MESSAGES.required);
}

/**
 * The text as it will be stored (the same fill the server applies on save; it reads the booking
 * again itself), the placeholders still unfilled, and those the form asks for: not the ones the
 * booking fills.
 */
function filledText(content: string, fill: Parameters<typeof placeholderValues>[0]) {
  const preview = fillPlaceholders(content, placeholderValues(fill));
  const byBooking = placeholderValues({ ...fill, values: {} });
  return {
    preview,
    unfilled: unfilledPlaceholders(preview),
    asks: new Set(unfilledPlaceholders(fillPlaceholders(content, byBooking))),
  };
}

/** Saves the draft (new or edited) and closes; a refusal is shown by the mutation, and the text stays. */
function useSaveContract(editing: Contract | null, onDone: () => void) {
  const create = useCreateContract();
  const update = useUpdateContract();
  const save = async (input: ContractInput) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input });
      else await create.mutateAsync(input);
      onDone();
    } catch {
      // The mutation showed why; the dialog keeps what was typed.
    }
  };
  return { save, pending: create.isPending || update.isPending };
}

/** The contract's client, picked from the photographer's clients or typed, and one of their bookings. */
function useContractClient(start: ContractFormStart) {
  const editing = start.editing ?? null;
  const [clientId, setClientId] = useState<string | null>(
    editing?.clientId ?? start.client?.clientId ?? null,
  );
  const [name, setName] = useState(editing?.client.name ?? start.client?.name ?? '');
  const [email, setEmail] = useState(editing?.client.email ?? start.client?.email ?? '');
  const [bookingId, setBookingId] = useState(editing?.bookingId ?? '');
  const clientBookings = useClientBookings(clientId);
  const bookings = clientBookings.data ?? [];
  // Another client (or one typed) has other bookings: the one chosen goes.
  const chooseClient = (id: string | null) => {
    setClientId(id);
    setBookingId('');
  };
  return {
    clientId,
    name,
    email,
    bookings,
    bookingsLoading: clientBookings.isPending,
    booking: bookings.find((b) => b.id === bookingId) ?? null,
    setBookingId,
    pick: (picked: { id: string; name: string; email: string }) => {
      chooseClient(picked.id);
      setName(picked.name);
      setEmail(picked.email);
    },
    typeName: (value: string) => {
      setName(value);
      chooseClient(null);
    },
    typeEmail: (value: string) => {
      setEmail(value);
      chooseClient(null);
    },
  };
}

function ContractClientFields({
  ids,
  client,
}: {
  ids: string;
  client: ReturnType<typeof useContractClient>;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Client</legend>
      <ClientPicker onPick={client.pick} />
      <TextField
        id={`${ids}-client-name`}
        label="Client name"
        required
        value={client.name}
        onChange={(e) => client.typeName(e.target.value)}
      />
      <TextField
        id={`${ids}-client-email`}
        label="Client email"
        type="email"
        required
        value={client.email}
        onChange={(e) => client.typeEmail(e.target.value)}
      />
      {client.clientId ? (
        <ContractBookingSelect
          id={`${ids}-booking`}
          bookings={client.bookings}
          loading={client.bookingsLoading}
          value={client.booking ? client.booking.id : ''}
          onChange={client.setBookingId}
        />
      ) : null}
    </fieldset>
  );
}

/** Keeps the text as one of the photographer's own templates (its category and deposit kept). */
function SaveAsTemplateButton({
  title,
  content,
  template,
}: {
  title: string;
  content: string;
  template: ContractTemplate | undefined;
}) {
  const saveTemplate = useSaveTemplate();
  return (
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
  );
}
