import {
  DEFAULT_DUE_DAYS,
  type Invoice,
  type InvoiceInput,
  invoiceInputSchema,
  invoiceTotals,
} from '@shared/invoicing';
import { addDays, lagosDate } from '@shared/lagos-time';
import { useState } from 'react';
import { useCreateInvoice, useSendInvoice, useUpdateInvoice } from '../invoicing-queries';
import { rowsFromSchedule, type ScheduleEditorRow, scheduleInput } from '../schedule-editor';
import type { InvoiceClient } from './client-fields';
import { type ItemRow, startingItems } from './line-items';

/** What the form starts from: an invoice to edit, or a client to prefill (the client row's Create Invoice). */
export interface InvoiceFormStart {
  editing?: Invoice | null;
  client?: { clientId?: string | null; name: string; email: string } | null;
}

/** The invoice form's state, its totals as typed, and its save (as a draft, or sent). */
export function useInvoiceForm(start: InvoiceFormStart, vatDefault: boolean, onDone: () => void) {
  const editing = start.editing ?? null;
  const today = lagosDate();
  const [client, setClient] = useState<InvoiceClient>(() => ({
    clientId: editing?.clientId ?? start.client?.clientId ?? null,
    clientName: editing?.clientName ?? start.client?.name ?? '',
    clientEmail: editing?.clientEmail ?? start.client?.email ?? '',
    clientPhone: editing?.clientPhone ?? '',
    clientAddress: editing?.clientAddress ?? '',
  }));
  const [items, setItems] = useState<ItemRow[]>(() => startingItems(editing));
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

  const submit = async (send: boolean) => {
    const input: InvoiceInput = {
      ...client,
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

  return {
    client,
    changeClient: (change: Partial<InvoiceClient>) => setClient((c) => ({ ...c, ...change })),
    items,
    setItems,
    issueDate,
    setIssueDate,
    dueDate,
    setDueDate,
    discountKobo,
    setDiscountKobo,
    vatEnabled,
    setVatEnabled,
    remindersEnabled,
    setRemindersEnabled,
    notes,
    setNotes,
    schedule,
    setSchedule,
    totals: invoiceTotals(items, { vatEnabled, discountKobo }),
    problem,
    pending: create.isPending || update.isPending || sendDraft.isPending,
    submit,
  };
}
