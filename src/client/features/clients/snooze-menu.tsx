import { type FollowUp, SNOOZE_PRESETS } from '@shared/follow-ups';
import { addDays } from '@shared/lagos-time';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { showError } from '@/lib/form-errors';
import { useSnoozeFollowUp } from './follow-up-queries';

/** Snooze: tomorrow, in a week, or a date of one's own (today or later). */
export function SnoozeMenu({ followUp, today }: { followUp: FollowUp; today: string }) {
  const snooze = useSnoozeFollowUp();
  const [choosing, setChoosing] = useState(false);
  const [date, setDate] = useState(addDays(today, 1));
  const move = (dueOn: string) =>
    snooze.mutate(
      { id: followUp.id, dueOn },
      {
        onSuccess: () => setChoosing(false),
        onError: (e) => showError(e, { fallback: 'The follow-up could not be moved.' }),
      },
    );
  if (choosing) {
    return (
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          move(date);
        }}
      >
        <Input
          type="date"
          aria-label={`New date for: ${followUp.note}`}
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className="w-40"
        />
        <Button size="sm" type="submit" disabled={snooze.isPending || !date}>
          Move
        </Button>
        <Button size="sm" type="button" variant="outline" onClick={() => setChoosing(false)}>
          Cancel
        </Button>
      </form>
    );
  }
  return (
    <Menu
      label={`Snooze: ${followUp.note}`}
      align="right"
      trigger={
        <>
          Snooze<span className="sr-only">: {followUp.note}</span>
        </>
      }
      triggerClassName="inline-flex h-8 items-center rounded-md border border-stone-300 px-3 text-sm font-medium hover:bg-gold-50"
    >
      {(close) =>
        [
          ...SNOOZE_PRESETS.map((preset) => ({
            label: preset.label,
            choose: () => move(addDays(today, preset.days)),
          })),
          { label: 'Choose a date…', choose: () => setChoosing(true) },
        ].map((item) => (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={menuItemClass}
            onClick={() => {
              close();
              item.choose();
            }}
          >
            {item.label}
          </button>
        ))
      }
    </Menu>
  );
}
