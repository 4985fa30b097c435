import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useListKeys } from './use-list-keys';

/**
 * A list the admin edits in place (testimonials, featured galleries, a service's packages, FAQ):
 * each item in its own fieldset with a Remove button, then Add (and `children`, e.g. Save) below.
 * Items keep their React key when an earlier one is removed, so their fields keep their text.
 */
export function EditableList<T>({
  items,
  onItems,
  legend,
  visibleLegend = false,
  removeLabel,
  addLabel,
  newItem,
  max,
  itemClassName = 'grid gap-3 md:grid-cols-2',
  renderItem,
  children,
}: {
  items: readonly T[];
  onItems: (items: T[]) => void;
  /** The fieldset's name, e.g. "Testimonial 2"; read out only, unless `visibleLegend`. */
  legend: (index: number) => string;
  visibleLegend?: boolean;
  removeLabel: string;
  addLabel: string;
  newItem: () => T;
  /** Add is offered while there are fewer items than this. */
  max?: number;
  itemClassName?: string;
  /** An item's fields; `update` patches that item. */
  renderItem: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
  children?: ReactNode;
}) {
  const keys = useListKeys(items.length);
  return (
    <>
      {items.map((item, i) => (
        <fieldset
          key={keys.keys[i]}
          className={cn('rounded border border-stone-200 bg-white p-3', itemClassName)}
        >
          <legend className={visibleLegend ? 'px-1 text-sm' : 'sr-only'}>{legend(i)}</legend>
          {renderItem(item, (patch) => onItems(items.with(i, { ...item, ...patch })), i)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              keys.remove(i);
              onItems(items.filter((_, j) => j !== i));
            }}
          >
            <Trash2 aria-hidden /> {removeLabel}
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        {max === undefined || items.length < max ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              keys.add();
              onItems([...items, newItem()]);
            }}
          >
            <Plus aria-hidden /> {addLabel}
          </Button>
        ) : null}
        {children}
      </div>
    </>
  );
}
