import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_CHARS,
  MESSAGE_TEXT,
  messageBodySchema,
} from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { showError } from '@/lib/form-errors';
import { type ConversationSource, messagesKeys, sendFile, sendText } from './message-queries';

/** Writes a message (up to 5,000 characters) with at most one image or PDF; nothing typed is lost on an error. */
export function MessageComposer({
  source,
  disabledReason,
}: {
  source: ConversationSource;
  disabledReason?: string;
}) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => (file ? sendFile(source, file, body.trim()) : sendText(source, body.trim())),
    onSuccess: async () => {
      setBody('');
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
    onError: (error) => showError(error, { fallback: 'Your message was not sent. Please try again.' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = messageBodySchema.safeParse(body);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? MESSAGE_TEXT.tooLong);
    if (!file && checked.data === '') return setProblem(MESSAGE_TEXT.empty);
    setProblem('');
    send.mutate();
  };
  const choose = (chosen: File | undefined) => {
    if (chosen && chosen.size > MESSAGE_ATTACHMENT_MAX_BYTES) return setProblem(MESSAGE_TEXT.tooLarge);
    setProblem('');
    setFile(chosen ?? null);
  };
  if (disabledReason)
    return <p className="rounded-md bg-stone-100 p-3 text-sm text-muted">{disabledReason}</p>;
  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Write a message">
      <label htmlFor={`${id}-body`} className="sr-only">
        Message
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="Write a message…"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help`}
        className="min-h-20"
      />
      <div id={`${id}-help`} className="flex justify-between gap-2 text-xs text-muted">
        <span role={problem ? 'alert' : undefined} className={problem ? 'text-red-700' : undefined}>
          {problem || 'Images and PDFs up to 10 MB'}
        </span>
        <span>
          {body.length.toLocaleString('en-NG')} / {MESSAGE_MAX_CHARS.toLocaleString('en-NG')}
        </span>
      </div>
      {file ? (
        <p className="flex items-center gap-2 text-sm">
          <Paperclip aria-hidden className="size-4" />
          <span className="truncate">{file.name}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => choose(undefined)}
            aria-label="Remove the attachment"
          >
            <X aria-hidden />
          </Button>
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*,application/pdf"
          className="sr-only"
          aria-label="Attach an image or PDF"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden /> Attach
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden /> {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
