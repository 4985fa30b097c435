import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PRICE_KOBO, type Package, type PackageInput } from '@shared/marketplace';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { MoneyField } from '@/components/ui/money-field';
import { useAddPackage, useEditPackage } from './listing-mutations';

/** The form; the price field turns the naira people type into kobo (NaN until it is a price). */
const packageFormSchema = z.object({
  name: z.string().trim().min(1, 'Package name is required').max(80, 'Use at most 80 characters'),
  priceKobo: z
    .number({ error: 'Enter a price in naira' })
    .int()
    .min(0, 'The price cannot be negative')
    .max(MAX_PRICE_KOBO, 'That price is too high'),
  description: z.string().trim().max(600, 'Use at most 600 characters'),
  highlights: z
    .string()
    .max(2000)
    .refine((v) => v.split('\n').filter((l) => l.trim()).length <= 12, 'At most 12 highlights')
    .refine(
      (v) => v.split('\n').every((l) => l.trim().length <= 120),
      'Keep each highlight under 120 characters',
    ),
});
type PackageForm = z.input<typeof packageFormSchema>;

export function toPackageInput(values: z.output<typeof packageFormSchema>): PackageInput {
  return {
    name: values.name,
    priceKobo: values.priceKobo,
    description: values.description,
    highlights: values.highlights
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  };
}

interface PackageEditorDialogProps {
  /** The package to edit, or null to add one. */
  editing: Package | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PackageEditorDialog({ editing, open, onOpenChange }: PackageEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit package' : 'Add a package'}</DialogTitle>
          <DialogDescription>
            Clients see the name, the price in naira, the description and the highlights.
          </DialogDescription>
        </DialogHeader>
        {/* Remounted per package so the form starts from that package's values. */}
        <PackageForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PackageForm({ editing, onDone }: { editing: Package | null; onDone: () => void }) {
  const form = useForm<PackageForm, unknown, z.output<typeof packageFormSchema>>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: editing
      ? {
          name: editing.name,
          priceKobo: editing.priceKobo,
          description: editing.description,
          highlights: editing.highlights.join('\n'),
        }
      : { name: '', priceKobo: Number.NaN, description: '', highlights: '' },
  });
  const add = useAddPackage();
  const edit = useEditPackage();
  const pending = add.isPending || edit.isPending;
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const input = toPackageInput(values);
    try {
      if (editing) await edit.mutateAsync({ id: editing.id, input });
      else await add.mutateAsync(input);
      onDone();
    } catch {
      // The mutation has shown the reason; the dialog stays open with what was typed.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="package-name"
        label="Package name"
        required
        error={errors.name}
        registration={form.register('name')}
      />
      <Controller
        control={form.control}
        name="priceKobo"
        render={({ field }) => (
          <MoneyField
            id="package-price"
            label="Price (₦)"
            required
            maxKobo={MAX_PRICE_KOBO}
            name={field.name}
            valueKobo={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.priceKobo}
          />
        )}
      />
      <TextAreaField
        optional
        id="package-description"
        label="Description"
        rows={3}
        error={errors.description}
        registration={form.register('description')}
      />
      <TextAreaField
        optional
        id="package-highlights"
        label="Highlights, one per line"
        rows={4}
        error={errors.highlights}
        registration={form.register('highlights')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save package' : 'Add package'}
        </Button>
      </DialogFooter>
    </form>
  );
}
