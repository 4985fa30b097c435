import { REVIEW_TEXT } from '@shared/reviews-terms';
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { useReportReview } from './reviews-queries';

/** "Report" under a review: anyone says why, and the moderators see it (decision 266). */
export function ReportReviewButton({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportReview();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError(REVIEW_TEXT.reason);
    report.mutate(
      { reviewId, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="px-0 text-muted">
          <Flag aria-hidden /> Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Report this review</DialogTitle>
            <DialogDescription>
              Tell our team what is wrong with it. They decide whether it stays.
            </DialogDescription>
          </DialogHeader>
          <div className="my-4">
            <TextAreaField
              id={`report-${reviewId}`}
              label="Why are you reporting it?"
              required
              rows={3}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
