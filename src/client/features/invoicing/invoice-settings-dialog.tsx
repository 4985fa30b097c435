import type { InvoiceSettings } from '@shared/invoicing';
import { invoiceSettingsSchema } from '@shared/invoicing';
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
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { InvoiceLogoField } from './invoice-logo-field';
import { useSaveInvoiceSettings } from './invoicing-queries';

/** What prints on every invoice (business, TIN, bank details), the number prefix, VAT and reminders. */
export function InvoiceSettingsDialog({
  open,
  onOpenChange,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: InvoiceSettings;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Invoice settings</DialogTitle>
          <DialogDescription>
            These details appear on your invoices and tell clients how to pay.
          </DialogDescription>
        </DialogHeader>
        <InvoiceLogoField />
        <SettingsForm settings={settings} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: InvoiceSettings; onDone: () => void }) {
  const [values, setValues] = useState(settings);
  const [offsets, setOffsets] = useState(settings.reminderOffsets.join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveInvoiceSettings();
  const set = <K extends keyof InvoiceSettings>(key: K, value: InvoiceSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (
    key: 'businessName' | 'address' | 'tin' | 'bankName' | 'accountName' | 'accountNumber' | 'prefix',
    label: string,
    hint?: string,
  ) => (
    <TextField
      id={`settings-${key}`}
      label={label}
      hint={hint}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const input = {
          ...values,
          prefix: values.prefix.toUpperCase(),
          reminderOffsets: offsets
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number),
        };
        const checked = invoiceSettingsSchema.safeParse(input);
        if (!checked.success) {
          setProblem(checked.error.issues[0]?.message ?? 'Check the settings');
          return;
        }
        setProblem(null);
        save.mutate(checked.data, { onSuccess: onDone });
      }}
    >
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      {text('businessName', 'Business name', 'Empty: your profile’s business name is used')}
      {text('address', 'Address')}
      {text('tin', 'TIN')}
      {text('bankName', 'Bank')}
      {text('accountName', 'Account name')}
      {text('accountNumber', 'Account number (NUBAN)')}
      {text('prefix', 'Invoice number prefix')}
      <div className="flex items-center gap-2">
        <Checkbox
          id="settings-vat"
          checked={values.vatEnabled}
          onCheckedChange={(v) => set('vatEnabled', v === true)}
        />
        <Label htmlFor="settings-vat">I am VAT-registered (add 7.5% VAT to new invoices)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="settings-reminders"
          checked={values.remindersEnabled}
          onCheckedChange={(v) => set('remindersEnabled', v === true)}
        />
        <Label htmlFor="settings-reminders">Send payment reminders</Label>
      </div>
      <TextField
        id="settings-offsets"
        label="Reminder days"
        hint="Days from the due date, e.g. -3, 0, 7 (3 days before, on the day, 7 days after)"
        value={offsets}
        onChange={(e) => setOffsets(e.target.value)}
      />
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          Save settings
        </Button>
      </DialogFooter>
    </form>
  );
}
