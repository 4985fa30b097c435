import {
  addDays,
  DEFAULT_DUE_DAYS,
  type Invoice,
  type InvoiceInput,
  invoiceInputSchema,
  invoiceTotals,
  lagosDate,
  MAX_UNIT_KOBO,
  toNumberOrZero,
} from '@shared/invoicing';
import { formatNaira } from '@shared/money';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';
import { ClientPicker } from './client-picker';
import { useCreateInvoice, useSendInvoice, useUpdateInvoice } from './invoicing-queries';
import {
  depositSchedule,
  rowsFromSchedule,
  ScheduleEditor,
  type ScheduleEditorRow,
  scheduleInput,
} from './schedule-editor';

interface ItemRow {
  key: number;
  description: string;
  quantity: number;
  unitKobo: number;
}

/** What the dialog starts from: an invoice to edit, or a client to prefill (the client row's Create Invoice). */
export interface InvoiceFormStart {
  editing?: Invoice | null;
  client?: { clientId?: string | null; name: string; email: string } | null;
}

let nextKey = 1;
const blankItem = (): ItemRow => ({ key: nextKey++, description: '', quantity: 1, unitKobo: 0 });

export function InvoiceFormDialog({
  open,
  onOpenChange,
  start,
  vatDefault,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start: InvoiceFormStart;
  vatDefault: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{start.editing ? `Edit draft invoice` : 'Create Invoice'}</DialogTitle>
          <DialogDescription>Amounts in naira; VAT and totals are worked out as you type.</DialogDescription>
        </DialogHeader>
        <InvoiceForm
          key={start.editing?.id ?? `new-${start.client?.email ?? ''}`}
          start={start}
          vatDefault={vatDefault}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function InvoiceForm({
  start,
  vatDefault,
  onDone,
}: {
  start: InvoiceFormStart;
  vatDefault: boolean;
  onDone: () => void;
}) {
  const editing = start.editing ?? null;
  const today = lagosDate();
  // The picked client's record; typing another name or email makes it a typed-in client again.
  const [clientId, setClientId] = useState<string | null>(
    editing?.clientId ?? start.client?.clientId ?? null,
  );
  const [clientName, setClientName] = useState(editing?.clientName ?? start.client?.name ?? '');
  const [clientEmail, setClientEmail] = useState(editing?.clientEmail ?? start.client?.email ?? '');
  const [clientPhone, setClientPhone] = useState(editing?.clientPhone ?? '');
  const [clientAddress, setClientAddress] = useState(editing?.clientAddress ?? '');
  const [items, setItems] = useState<ItemRow[]>(() =>
    editing ? editing.items.map((i) => ({ ...i, key: nextKey++ })) : [blankItem()],
  );
  const [issueDate, setIssueDate] = useState(editing?.issueDate ?? today);
  const [dueDate, setDueDate] = useState(editing?.dueDate ?? addDays(today, DEFAULT_DUE_DAYS));
  const [discountKobo, setDiscountKobo] = useState(editing?.discountKobo ?? 0);
  const [vatEnabled, setVatEnabled] = useState(editing?.vatEnabled ?? vatDefault);
  const [remindersEnabled, setRemindersEnabled] = useState(editing?.remindersEnabled ?? true);
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [schedule, setSchedule] = useState<ScheduleEditorRow[]>(() =>
    editing ? rowsFromSchedule(editing.schedule) : [],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const sendDraft = useSendInvoice();
  const pending = create.isPending || update.isPending || sendDraft.isPending;

  const totals = invoiceTotals(items, { vatEnabled, discountKobo });
  const setItem = (key: number, change: Partial<ItemRow>) =>
    setItems((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = async (send: boolean) => {
    const input: InvoiceInput = {
      clientId,
      clientName,
      clientEmail,
      clientPhone,
      clientAddress,
      items: items.map(({ description, quantity, unitKobo }) => ({ description, quantity, unitKobo })),
      discountKobo,
      vatEnabled,
      issueDate,
      dueDate,
      notes,
      remindersEnabled,
      schedule: scheduleInput(schedule),
    };
    const checked = invoiceInputSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the invoice');
      return;
    }
    setProblem(null);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, input });
        // Send Invoice on a draft: saved first, then sent (the number is taken then).
        if (send) await sendDraft.mutateAsync(editing.id);
      } else {
        await create.mutateAsync({ input, send });
      }
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
        void submit(false);
      }}
      className="space-y-5"
    >
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Client</legend>
        <ClientPicker
          onPick={(client) => {
            setClientId(client.id);
            setClientName(client.name);
            setClientEmail(client.email);
            setClientPhone(client.phone);
            setClientAddress(client.address);
          }}
        />
        <TextField
          id="invoice-client-name"
          label="Client name"
          required
          value={clientName}
          onChange={(e) => {
            setClientName(e.target.value);
            setClientId(null);
          }}
        />
        <TextField
          id="invoice-client-email"
          label="Client email"
          type="email"
          required
          value={clientEmail}
          onChange={(e) => {
            setClientEmail(e.target.value);
            setClientId(null);
          }}
        />
        <TextField
          id="invoice-client-phone"
          label="Phone"
          optional
          value={clientPhone}
          onChange={(e) => setClientPhone(e.target.value)}
        />
        <TextField
          id="invoice-client-address"
          label="Address"
          optional
          value={clientAddress}
          onChange={(e) => setClientAddress(e.target.value)}
        />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="invoice-issue-date"
          label="Issue date"
          type="date"
          value={issueDate}
          onChange={(e) => setIssueDate(e.target.value)}
        />
        <TextField
          id="invoice-due-date"
          label="Due date"
          type="date"
          value={schedule.length ? (schedule.at(-1)?.dueDate ?? dueDate) : dueDate}
          disabled={schedule.length > 0}
          hint={schedule.length ? 'Due with the last instalment' : undefined}
          onChange={(e) => setDueDate(e.target.value)}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-ink">Items</legend>
        {items.map((row, index) => (
          <div
            key={row.key}
            className="grid grid-cols-[1fr_5rem_9rem_auto] items-end gap-2"
            data-testid="invoice-item"
          >
            <TextField
              id={`item-${row.key}-description`}
              label={`Item ${index + 1} description`}
              value={row.description}
              onChange={(e) => setItem(row.key, { description: e.target.value })}
            />
            <div className="space-y-1.5">
              <Label htmlFor={`item-${row.key}-quantity`}>Qty</Label>
              <Input
                id={`item-${row.key}-quantity`}
                type="number"
                min={1}
                step={1}
                value={String(row.quantity)}
                // Anything that is not a number becomes 0 (the spec); 0 is then refused on save.
                onChange={(e) => setItem(row.key, { quantity: Math.trunc(toNumberOrZero(e.target.value)) })}
              />
            </div>
            <MoneyField
              id={`item-${row.key}-price`}
              label="Unit price"
              maxKobo={MAX_UNIT_KOBO}
              valueKobo={row.unitKobo}
              onChange={(kobo) =>
                setItem(row.key, { unitKobo: kobo === null || Number.isNaN(kobo) ? 0 : kobo })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove item ${index + 1}`}
              // The last remaining item cannot be removed.
              disabled={items.length === 1}
              onClick={() => setItems((rows) => rows.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setItems((rows) => [...rows, blankItem()])}
        >
          <Plus aria-hidden /> Add item
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <MoneyField
            id="invoice-discount"
            label="Discount"
            optional
            valueKobo={discountKobo || null}
            onChange={(kobo) => setDiscountKobo(kobo === null || Number.isNaN(kobo) ? 0 : kobo)}
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id="invoice-vat"
              checked={vatEnabled}
              onCheckedChange={(v) => setVatEnabled(v === true)}
            />
            <Label htmlFor="invoice-vat">Charge VAT (7.5%)</Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="invoice-reminders"
              checked={remindersEnabled}
              onCheckedChange={(v) => setRemindersEnabled(v === true)}
            />
            <Label htmlFor="invoice-reminders">Send payment reminders</Label>
          </div>
        </div>
        <dl className="space-y-1 rounded-lg bg-stone-50 p-4 text-sm" aria-label="Totals">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd data-testid="invoice-subtotal">{formatNaira(totals.subtotalKobo)}</dd>
          </div>
          {totals.discountKobo > 0 ? (
            <div className="flex justify-between">
              <dt>Discount</dt>
              <dd>−{formatNaira(totals.discountKobo)}</dd>
            </div>
          ) : null}
          {vatEnabled ? (
            <div className="flex justify-between">
              <dt>VAT (7.5%)</dt>
              <dd data-testid="invoice-vat">{formatNaira(totals.vatKobo)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-stone-200 pt-1 font-semibold">
            <dt>Total</dt>
            <dd data-testid="invoice-total">{formatNaira(totals.totalKobo)}</dd>
          </div>
        </dl>
      </div>

      {schedule.length ? (
        <ScheduleEditor
          rows={schedule}
          onChange={setSchedule}
          totalKobo={totals.totalKobo}
          lastDueDate={dueDate}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setSchedule(depositSchedule(issueDate, dueDate))}
        >
          <CalendarClock aria-hidden /> Add a payment schedule (deposit and instalments)
        </Button>
      )}

      <TextAreaField
        id="invoice-notes"
        label="Notes"
        optional
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />

      <DialogFooter>
        <Button type="submit" variant="outline" disabled={pending}>
          Save as Draft
        </Button>
        <Button type="button" disabled={pending} onClick={() => void submit(true)}>
          Send Invoice
        </Button>
      </DialogFooter>
    </form>
  );
}
