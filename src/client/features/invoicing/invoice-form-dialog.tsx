import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert, TextAreaField } from '@/components/ui/form-field';
import { ClientFields } from './invoice-form/client-fields';
import { LineItems } from './invoice-form/line-items';
import { DateFields, ScheduleFields } from './invoice-form/schedule-fields';
import { ChargeOptions, TotalsSummary } from './invoice-form/totals';
import { type InvoiceFormStart, useInvoiceForm } from './invoice-form/use-invoice-form';

export type { InvoiceFormStart };

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
  const form = useInvoiceForm(start, vatDefault, onDone);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(false);
      }}
      className="space-y-5"
    >
      {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
      <ClientFields client={form.client} onChange={form.changeClient} />
      <DateFields
        issueDate={form.issueDate}
        onIssueDateChange={form.setIssueDate}
        dueDate={form.dueDate}
        onDueDateChange={form.setDueDate}
        schedule={form.schedule}
      />
      <LineItems items={form.items} onChange={form.setItems} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChargeOptions
          discountKobo={form.discountKobo}
          onDiscountChange={form.setDiscountKobo}
          vatEnabled={form.vatEnabled}
          onVatChange={form.setVatEnabled}
          remindersEnabled={form.remindersEnabled}
          onRemindersChange={form.setRemindersEnabled}
        />
        <TotalsSummary totals={form.totals} vatEnabled={form.vatEnabled} />
      </div>
      <ScheduleFields
        schedule={form.schedule}
        onChange={form.setSchedule}
        totalKobo={form.totals.totalKobo}
        issueDate={form.issueDate}
        dueDate={form.dueDate}
      />
      <TextAreaField
        id="invoice-notes"
        label="Notes"
        optional
        value={form.notes}
        onChange={(e) => form.setNotes(e.target.value)}
      />
      <DialogFooter>
        <Button type="submit" variant="outline" disabled={form.pending}>
          Save as Draft
        </Button>
        <Button type="button" disabled={form.pending} onClick={() => void form.submit(true)}>
          Send Invoice
        </Button>
      </DialogFooter>
    </form>
  );
}
