import {
  FULL_PERCENT_BP,
  type Instalment,
  isPositionLabel,
  MAX_INSTALMENTS,
  MIN_INSTALMENTS,
  positionName,
  type ResolvedSchedule,
  resolveSchedule,
  type ScheduleKind,
  type ScheduleRowInput,
} from '@shared/invoice-schedule';
import { addDays } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { CheckCircle2, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';
import { NativeSelect } from '@/components/ui/native-select';

/** One row of the editor: what the photographer typed (a percentage as text, e.g. "33.33"). */
export interface ScheduleEditorRow {
  key: number;
  label: string;
  kind: ScheduleKind;
  amountKobo: number | null;
  percent: string;
  dueDate: string;
}

let nextKey = 1;

/** The rows of a draft's stored schedule, for editing it (a place name follows the place). */
export function rowsFromSchedule(schedule: readonly Instalment[]): ScheduleEditorRow[] {
  return schedule.map((i) => ({
    key: nextKey++,
    label: isPositionLabel(i.label) ? '' : i.label,
    kind: i.percentBp === null ? 'amount' : 'percent',
    amountKobo: i.percentBp === null ? i.amountKobo : null,
    percent: i.percentBp === null ? '' : String(i.percentBp / 100),
    dueDate: i.dueDate,
  }));
}

/**
 * A deposit of 50 % now and the balance by the due date: the usual start. Their names come from
 * their places (Deposit, Balance), so a row added later is named right too.
 */
export function depositSchedule(issueDate: string, dueDate: string): ScheduleEditorRow[] {
  return [
    { key: nextKey++, label: '', kind: 'percent', amountKobo: null, percent: '50', dueDate: issueDate },
    { key: nextKey++, label: '', kind: 'percent', amountKobo: null, percent: '50', dueDate },
  ];
}

/** "33.33" to 3333 basis points; anything else is left for the rule to refuse. */
function percentToBp(text: string): number | undefined {
  const n = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}

/** The rows as the shared schema takes them (the server resolves them again). */
export function scheduleInput(rows: readonly ScheduleEditorRow[]): ScheduleRowInput[] {
  return rows.map((r) => {
    const bp = percentToBp(r.percent);
    return {
      label: r.label,
      kind: r.kind,
      dueDate: r.dueDate,
      ...(r.kind === 'amount' && r.amountKobo !== null && !Number.isNaN(r.amountKobo)
        ? { amountKobo: r.amountKobo }
        : {}),
      ...(r.kind === 'percent' && bp !== undefined
        ? { percentBp: Math.min(Math.max(bp, 0), FULL_PERCENT_BP) }
        : {}),
    };
  });
}

/**
 * The payment schedule editor of the create dialog: 2 to 6 instalments, each an amount or a
 * percentage of the total with a due date, checked live with THE rule the server applies
 * (resolveSchedule): each row's resolved amount, and whether they add up to the total.
 */
export function ScheduleEditor({
  rows,
  onChange,
  totalKobo,
  lastDueDate,
}: {
  rows: ScheduleEditorRow[];
  onChange: (rows: ScheduleEditorRow[]) => void;
  totalKobo: number;
  lastDueDate: string;
}) {
  const resolved = resolveSchedule(totalKobo, scheduleInput(rows));
  const set = (key: number, change: Partial<ScheduleEditorRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const add = () =>
    onChange([
      ...rows,
      {
        key: nextKey++,
        label: '',
        kind: 'amount',
        amountKobo: null,
        percent: '',
        dueDate: addDays(rows.at(-1)?.dueDate ?? lastDueDate, 14),
      },
    ]);
  return (
    <fieldset className="space-y-3 rounded-lg border border-gold-200 bg-gold-50/40 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Payment schedule</legend>
      <p className="text-xs text-muted">
        A deposit is the first instalment. Each is paid and reminded on its own; payments go to the oldest
        unpaid one first.
      </p>
      {rows.map((row, index) => (
        <InstalmentRow
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          resolvedKobo={resolved.ok ? resolved.amounts[index] : undefined}
          onChange={(change) => set(row.key, change)}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_INSTALMENTS}
          onClick={add}
        >
          <Plus aria-hidden /> Add instalment
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
          Remove schedule
        </Button>
      </div>
      <ScheduleCheck resolved={resolved} totalKobo={totalKobo} />
    </fieldset>
  );
}

/** One instalment: its label, an amount or a percentage (with what it comes to), its due date. */
function InstalmentRow({
  row,
  index,
  count,
  resolvedKobo,
  onChange,
  onRemove,
}: {
  row: ScheduleEditorRow;
  index: number;
  count: number;
  /** What the row comes to by the server's rule, when the whole schedule resolves. */
  resolvedKobo: number | undefined;
  onChange: (change: Partial<ScheduleEditorRow>) => void;
  onRemove: () => void;
}) {
  return (
    <div
      className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_6rem_11rem_9rem_auto]"
      data-testid="schedule-row"
    >
      <TextField
        id={`instalment-${row.key}-label`}
        label={`Instalment ${index + 1} label`}
        optional
        placeholder={positionName(index + 1, count)}
        value={row.label}
        onChange={(e) => onChange({ label: e.target.value })}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`instalment-${row.key}-kind`}>Type</Label>
        <NativeSelect
          id={`instalment-${row.key}-kind`}
          value={row.kind}
          onChange={(e) => onChange({ kind: e.target.value as ScheduleKind })}
        >
          <option value="percent">%</option>
          <option value="amount">Amount</option>
        </NativeSelect>
      </div>
      {row.kind === 'amount' ? (
        <MoneyField
          id={`instalment-${row.key}-amount`}
          label="Amount"
          valueKobo={row.amountKobo}
          onChange={(kobo) => onChange({ amountKobo: kobo })}
        />
      ) : (
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`instalment-${row.key}-percent`}>Percent</Label>
            <span className="text-xs text-muted" data-testid="schedule-row-amount">
              {resolvedKobo === undefined ? '' : formatNaira(resolvedKobo)}
            </span>
          </div>
          <Input
            id={`instalment-${row.key}-percent`}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={100}
            step={0.01}
            value={row.percent}
            onChange={(e) => onChange({ percent: e.target.value })}
          />
        </div>
      )}
      <TextField
        id={`instalment-${row.key}-due`}
        label="Due"
        type="date"
        value={row.dueDate}
        onChange={(e) => onChange({ dueDate: e.target.value })}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove instalment ${index + 1}`}
        disabled={count <= MIN_INSTALMENTS}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** Whether the instalments add up to the total, or the rule's message when they do not. */
function ScheduleCheck({ resolved, totalKobo }: { resolved: ResolvedSchedule; totalKobo: number }) {
  return (
    <div aria-live="polite">
      {resolved.ok ? (
        <p className="flex items-center gap-2 text-sm text-green-800">
          <CheckCircle2 className="size-4" aria-hidden /> The instalments add up to {formatNaira(totalKobo)}.
        </p>
      ) : (
        <FormAlert tone="error">{resolved.message}</FormAlert>
      )}
    </div>
  );
}
