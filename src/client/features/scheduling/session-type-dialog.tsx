import type { SessionType, SessionTypeInput } from '@shared/scheduling';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';
import { showError } from '@/lib/form-errors';
import { useSaveSessionType } from './scheduling-queries';
import { SessionTypeCategory } from './session-type-category';

const BLANK: SessionTypeInput = {
  name: '',
  durationMinutes: 60,
  priceKobo: 0,
  depositPercent: 0,
  bufferMinutes: 0,
  active: true,
  category: null,
};

/** Add or edit a session type: name, duration, price in naira, deposit percentage, buffer, active. */
export function SessionTypeDialog({ type, onClose }: { type: SessionType | null; onClose: () => void }) {
  const { id: _id, ...initial } = type ?? { id: '', ...BLANK };
  const [value, setValue] = useState<SessionTypeInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSessionType();
  const number = (name: keyof SessionTypeInput) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [name]: e.target.value === '' ? Number.NaN : Number(e.target.value) }));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{type ? `Edit ${type.name}` : 'Add a session type'}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { id: type?.id ?? null, input: value },
              {
                onSuccess: onClose,
                onError: (error) =>
                  showError(error, {
                    fallback: 'The session type could not be saved.',
                    setFieldErrors: setErrors,
                  }),
              },
            );
          }}
        >
          <TextField
            label="Name"
            required
            value={value.name}
            error={errors.name}
            onChange={(e) => setValue((v) => ({ ...v, name: e.target.value }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Duration (minutes)"
              type="number"
              min={15}
              step={15}
              value={Number.isNaN(value.durationMinutes) ? '' : value.durationMinutes}
              error={errors.durationMinutes}
              onChange={number('durationMinutes')}
            />
            <MoneyField
              label="Price"
              required
              valueKobo={value.priceKobo}
              error={errors.priceKobo}
              onChange={(kobo) => setValue((v) => ({ ...v, priceKobo: kobo ?? Number.NaN }))}
            />
            <TextField
              label="Deposit (%)"
              type="number"
              min={0}
              max={100}
              value={Number.isNaN(value.depositPercent) ? '' : value.depositPercent}
              error={errors.depositPercent}
              hint="Above 0, clients pay it online when they book; the time is held 30 minutes meanwhile."
              onChange={number('depositPercent')}
            />
            <TextField
              label="Buffer after (minutes)"
              type="number"
              min={0}
              step={15}
              value={Number.isNaN(value.bufferMinutes) ? '' : value.bufferMinutes}
              error={errors.bufferMinutes}
              hint="Travel or rest time kept free after each session."
              onChange={number('bufferMinutes')}
            />
          </div>
          <SessionTypeCategory
            value={value.category}
            error={errors.category}
            onChange={(category) => setValue((v) => ({ ...v, category }))}
          />
          <div className="flex items-center gap-2">
            <input
              id="type-active"
              type="checkbox"
              className="size-4 accent-gold-700"
              checked={value.active}
              onChange={(e) => setValue((v) => ({ ...v, active: e.target.checked }))}
            />
            <Label htmlFor="type-active">Offered to clients</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
