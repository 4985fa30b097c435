import { type Invoice, MAX_UNIT_KOBO, toNumberOrZero } from '@shared/invoicing';
import { Plus, Trash2 } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';

export interface ItemRow {
  key: number;
  description: string;
  quantity: number;
  unitKobo: number;
}

let nextKey = 1;
const blankItem = (): ItemRow => ({ key: nextKey++, description: '', quantity: 1, unitKobo: 0 });

/** The rows the form starts with: the draft's items, or one blank item. */
export const startingItems = (editing: Invoice | null): ItemRow[] =>
  editing ? editing.items.map((i) => ({ ...i, key: nextKey++ })) : [blankItem()];

/** The invoice's items: description, quantity and unit price each; at least one stays. */
export function LineItems({
  items,
  onChange,
}: {
  items: ItemRow[];
  onChange: Dispatch<SetStateAction<ItemRow[]>>;
}) {
  const setItem = (key: number, change: Partial<ItemRow>) =>
    onChange((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
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
            onClick={() => onChange((rows) => rows.filter((r) => r.key !== row.key))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange((rows) => [...rows, blankItem()])}
      >
        <Plus aria-hidden /> Add item
      </Button>
    </fieldset>
  );
}
