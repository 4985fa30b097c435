import { newsletterIssueSchema } from '@shared/newsletter';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useConfirm } from '@/components/ui/use-confirm';
import { issuesToFields, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSendIssue, useSubscriberCounts } from './admin-content-queries';

/** Subscriber figures and sending an issue; every issue carries each subscriber's unsubscribe link. */
export function NewsletterPanel() {
  const counts = useSubscriberCounts();
  const send = useSendIssue();
  const confirm = useConfirm();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirmed = counts.data?.confirmed ?? 0;
  const onSend = async () => {
    const parsed = newsletterIssueSchema.safeParse({ subject, body });
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setErrors({});
    const ok = await confirm({
      title: 'Send newsletter',
      question: `Send "${parsed.data.subject}" to ${confirmed} confirmed subscribers?`,
      confirmLabel: 'Send',
    });
    if (!ok) return;
    try {
      const result = await send.mutateAsync(parsed.data);
      // Sending happens in background jobs; each email's state is in the admin's Email log.
      toast.success(`Newsletter on its way to ${result.recipients} subscribers.`);
      setSubject('');
      setBody('');
    } catch (err) {
      showError(err, { fallback: 'Could not send the newsletter.', setFieldErrors: setErrors });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Newsletter</CardTitle>
        <CardDescription>
          {counts.data
            ? `${counts.data.confirmed} confirmed, ${counts.data.pending} awaiting confirmation, ${counts.data.unsubscribed} unsubscribed.`
            : 'Loading subscriber figures…'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <TextField
          label="Newsletter subject"
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextAreaField
          label="Newsletter text"
          hint="Plain text; leave a blank line between paragraphs. An unsubscribe link is added to every email."
          rows={6}
          value={body}
          error={errors.body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="button" onClick={() => void onSend()} disabled={send.isPending || confirmed === 0}>
          {send.isPending ? 'Sending…' : 'Send to confirmed subscribers'}
        </Button>
      </CardContent>
    </Card>
  );
}
