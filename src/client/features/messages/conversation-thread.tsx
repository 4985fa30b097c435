import { formatLagosDateTime } from '@shared/lagos-time';
import type { Message, MessageSender } from '@shared/messages';
import { FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * The messages of one conversation, oldest first, the reader's own on the right. Under the
 * reader's latest message: "Seen" once the other side has read it.
 */
export function ConversationThread({
  messages,
  me,
  attachmentUrl,
  emptyText,
}: {
  messages: Message[];
  me: MessageSender;
  /** Where an attachment opens; '' shows its name only. */
  attachmentUrl: (attachmentId: string) => string;
  emptyText: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  if (messages.length === 0) return <p className="py-8 text-center text-sm text-muted">{emptyText}</p>;
  const lastMine = [...messages].reverse().find((m) => m.sender === me);
  return (
    <ol aria-label="Messages" className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto py-2">
      {messages.map((message) => {
        const mine = message.sender === me;
        return (
          <li key={message.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap',
                mine ? 'bg-gold-700 text-white' : 'bg-stone-100 text-ink',
              )}
            >
              {message.attachment ? (
                <AttachmentView attachment={message.attachment} url={attachmentUrl(message.attachment.id)} />
              ) : null}
              {message.body ? <p>{message.body}</p> : null}
            </div>
            <p className="mt-1 text-xs text-muted">
              {formatLagosDateTime(message.createdAt)}
              {message.id === lastMine?.id && message.readAt ? ' · Seen' : ''}
            </p>
          </li>
        );
      })}
      <li ref={end} aria-hidden />
    </ol>
  );
}

/** An image shown, a PDF as a link; without an address (a moderator's reading) its name only. */
function AttachmentView({
  attachment,
  url,
}: {
  attachment: NonNullable<Message['attachment']>;
  url: string;
}) {
  if (!url) return <p className="mb-2 italic">Attachment: {attachment.fileName}</p>;
  if (attachment.isImage) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="mb-2 block">
        <img src={url} alt={attachment.fileName} className="max-h-64 rounded-lg" loading="lazy" />
      </a>
    );
  }
  return (
    <a
      href={url}
      className="mb-2 flex items-center gap-2 rounded-md bg-white/90 px-3 py-2 text-ink underline-offset-2 hover:underline"
    >
      <FileText aria-hidden className="size-4 shrink-0" />
      <span className="truncate">{attachment.fileName}</span>
    </a>
  );
}
