import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { depositSchedule, ScheduleEditor, type ScheduleEditorRow } from '../schedule-editor';

/** The issue and due dates; with a payment schedule the invoice falls due with its last instalment. */
export function DateFields({
  issueDate,
  onIssueDateChange,
  dueDate,
  onDueDateChange,
  schedule,
}: {
  issueDate: string;
  onIssueDateChange: (date: string) => void;
  dueDate: string;
  onDueDateChange: (date: string) => void;
  schedule: ScheduleEditorRow[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="invoice-issue-date"
        label="Issue date"
        type="date"
        value={issueDate}
        onChange={(e) => onIssueDateChange(e.target.value)}
      />
      <TextField
        id="invoice-due-date"
        label="Due date"
        type="date"
        value={schedule.length ? (schedule.at(-1)?.dueDate ?? dueDate) : dueDate}
        disabled={schedule.length > 0}
        hint={schedule.length ? 'Due with the last instalment' : undefined}
        onChange={(e) => onDueDateChange(e.target.value)}
      />
    </div>
  );
}

/** The payment schedule's editor, or the button that starts one (a deposit now, the balance by the due date). */
export function ScheduleFields({
  schedule,
  onChange,
  totalKobo,
  issueDate,
  dueDate,
}: {
  schedule: ScheduleEditorRow[];
  onChange: (rows: ScheduleEditorRow[]) => void;
  totalKobo: number;
  issueDate: string;
  dueDate: string;
}) {
  if (schedule.length)
    return <ScheduleEditor rows={schedule} onChange={onChange} totalKobo={totalKobo} lastDueDate={dueDate} />;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => onChange(depositSchedule(issueDate, dueDate))}
    >
      <CalendarClock aria-hidden /> Add a payment schedule (deposit and instalments)
    </Button>
  );
}
