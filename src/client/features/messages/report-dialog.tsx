import { MESSAGE_TEXT, reportConversationSchema } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { type ConversationSource, conversationBase, messagesKeys } from './message-queries';

/** Either side reports the conversation; Aworan's team may then read it (and that reading is logged). */
export function ReportDialog({ source, reported }: { source: ConversationSource; reported: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const id = useId();
  const queryClient = useQueryClient();
  const report = useMutation({
    mutationFn: () => api.post(`${conversationBase(source)}/report`, { reason }),
    onSuccess: async () => {
      setOpen(false);
      toast.success('Reported. Our team will look at this conversation.');
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
    onError: (error) => showError(error, { fallback: 'The report was not sent. Please try again.' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reportConversationSchema.safeParse({ reason });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? MESSAGE_TEXT.reportReason);
    setProblem('');
    report.mutate();
  };
  if (reported) return <p className="text-xs text-muted">Reported</p>;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden /> Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Report this conversation</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Aworan’s team can then read it to help. Tell us what is wrong.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-3">
          <label htmlFor={id} className="text-sm font-medium">
            What is wrong?
          </label>
          <Textarea
            id={id}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={report.isPending}>
              Send report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
