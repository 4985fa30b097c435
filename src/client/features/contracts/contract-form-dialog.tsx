import {
  CONTRACT_EXPIRY_DAYS,
  CONTRACT_MESSAGES,
  type Contract,
  type ContractInput,
  type ContractTemplate,
  contractBookingLabel,
  contractInputSchema,
  fillPlaceholders,
  placeholderValues,
  unfilledPlaceholders,
} from '@shared/contracts';
import { addDays, lagosDate } from '@shared/invoicing';
import { BookmarkPlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ClientPicker } from '@/components/forms/client-picker';
import { Markdown } from '@/components/markdown/markdown';
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
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  useClientBookings,
  useCreateContract,
  useDeleteTemplate,
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

const selectClass =
  'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-gold-600';

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
  const [sessionDate, setSessionDate] = useState('');
  const [location, setLocation] = useState('');
  const [hours, setHours] = useState('');
  const [feeKobo, setFeeKobo] = useState<number | null>(null);
  const [usage, setUsage] = useState('');
  const [expirationDate, setExpirationDate] = useState(
    editing?.expirationDate ?? addDays(today, CONTRACT_EXPIRY_DAYS),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateContract();
  const update = useUpdateContract();
  const saveTemplate = useSaveTemplate();
  const deleteTemplate = useDeleteTemplate();
  const confirm = useConfirm();
  const pending = create.isPending || update.isPending;

  const template = templates.find((t) => t.id === templateId);
  const clientBookings = useClientBookings(clientId);
  const bookings = clientBookings.data ?? [];
  const booking = bookings.find((b) => b.id === bookingId) ?? null;
  const values = {
    ...(sessionDate ? { sessionDate } : {}),
    ...(location.trim() ? { location: location.trim() } : {}),
    ...(Number(hours) > 0 ? { hours: Math.trunc(Number(hours)) } : {}),
    ...(feeKobo && !Number.isNaN(feeKobo) ? { feeKobo } : {}),
    ...(usage.trim() ? { usage: usage.trim() } : {}),
  };
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
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-template`}>Template</Label>
          <select
            id={`${ids}-template`}
            className={selectClass}
            value={templateId}
            onChange={(e) => pickTemplate(e.target.value)}
          >
            <option value="">Blank contract</option>
            <optgroup label="Templates">
              {templates
                .filter((t) => t.builtIn)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title} ({t.category})
                  </option>
                ))}
            </optgroup>
            {templates.some((t) => !t.builtIn) ? (
              <optgroup label="My templates">
                {templates
                  .filter((t) => !t.builtIn)
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.title} ({t.category})
                    </option>
                  ))}
              </optgroup>
            ) : null}
          </select>
          {template && !template.builtIn ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-red-700"
              disabled={deleteTemplate.isPending}
              onClick={async () => {
                const ok = await confirm({
                  title: 'Delete template',
                  question: `Delete your template "${template.title}"? Contracts made from it keep their text.`,
                  confirmLabel: 'Delete',
                  destructive: true,
                });
                if (!ok) return;
                await deleteTemplate.mutateAsync(template.id).catch(() => undefined);
                setTemplateId('');
              }}
            >
              <Trash2 aria-hidden /> Delete this template
            </Button>
          ) : null}
        </div>
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
            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={`${ids}-booking`}>Booking</Label>
              <select
                id={`${ids}-booking`}
                className={selectClass}
                value={booking ? booking.id : ''}
                disabled={clientBookings.isPending}
                aria-describedby={`${ids}-booking-hint`}
                onChange={(e) => setBookingId(e.target.value)}
              >
                <option value="">No booking</option>
                {bookings.map((b) => (
                  <option key={b.id} value={b.id}>
                    {contractBookingLabel(b)}
                  </option>
                ))}
              </select>
              <p id={`${ids}-booking-hint`} className="text-xs text-muted">
                {clientBookings.isPending
                  ? 'Loading bookings…'
                  : bookings.length
                    ? 'Fills the session date and time, location, hours and the fee from its invoice.'
                    : 'This client has no active bookings.'}
              </p>
            </div>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Details to fill in</legend>
          {asks.has('SESSION_DATE') ? (
            <TextField
              id={`${ids}-session-date`}
              label="Session date"
              type="date"
              value={sessionDate}
              onChange={(e) => setSessionDate(e.target.value)}
            />
          ) : null}
          {asks.has('LOCATION') ? (
            <TextField
              id={`${ids}-location`}
              label="Location"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
            />
          ) : null}
          {asks.has('HOURS') ? (
            <TextField
              id={`${ids}-hours`}
              label="Hours of coverage"
              type="number"
              min={1}
              max={72}
              step={1}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
            />
          ) : null}
          {asks.has('FEE') ? (
            <MoneyField
              id={`${ids}-fee`}
              label="Fee"
              valueKobo={feeKobo}
              onChange={setFeeKobo}
              hint={
                template?.depositPercent != null
                  ? `Deposit ${template.depositPercent}% of the fee`
                  : undefined
              }
            />
          ) : null}
          {asks.has('USAGE') ? (
            <TextField
              id={`${ids}-usage`}
              label="Usage licence"
              hint="e.g. print and online advertising in Nigeria for 12 months"
              value={usage}
              onChange={(e) => setUsage(e.target.value)}
            />
          ) : null}
          <TextField
            id={`${ids}-expires`}
            label="Expiration date"
            type="date"
            value={expirationDate}
            min={today}
            onChange={(e) => setExpirationDate(e.target.value)}
          />
        </fieldset>
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

      <div className="space-y-3">
        <div className="flex items-center justify-between">
          <h3 className="font-display text-lg font-semibold text-ink">Preview</h3>
          {unfilled.length ? (
            <p className="text-sm text-amber-800" role="status">
              To fill before sending: {unfilled.join(', ')}
            </p>
          ) : content.trim() ? (
            <p className="text-sm text-green-700" role="status">
              Ready to send
            </p>
          ) : null}
        </div>
        <div className="max-h-[60vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-5">
          {preview.trim() ? (
            <Markdown
              source={preview}
              minHeadingLevel={3}
              className="text-sm leading-6"
              highlightPlaceholders
            />
          ) : (
            <p className="text-sm text-muted">Choose a template or write the contract text.</p>
          )}
        </div>
      </div>

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
