import type { Conversation } from '@shared/messages';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { ConversationThread } from './conversation-thread';
import { MessageComposer } from './message-composer';
import { type ConversationSource, conversationBase, useConversation } from './message-queries';
import { ReportDialog } from './report-dialog';

/**
 * One conversation, live: the thread and the composer, for whichever side opens it. The
 * photographer's page adds its actions (archive, block) through `actions`.
 */
export function ConversationPanel({
  source,
  title,
  actions,
}: {
  source: ConversationSource;
  title: (conversation: Conversation) => string;
  actions?: (conversation: Conversation) => ReactNode;
}) {
  const { data, error, isPending, refetch } = useConversation(source);
  if (isPending) return <Skeleton className="h-72 w-full" />;
  if (!data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="rounded-lg border border-stone-200 p-6 text-center">
        <p className="font-medium">
          {missing ? 'This conversation was not found.' : 'Messages could not be loaded.'}
        </p>
        {missing ? null : (
          <button type="button" onClick={() => refetch()} className="mt-2 text-sm text-gold-800 underline">
            Try again
          </button>
        )}
      </div>
    );
  }
  const me = source.door === 'photographer' ? 'photographer' : 'client';
  const base = conversationBase(source);
  return (
    <section aria-label={title(data)} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title(data)}</h2>
        <div className="flex items-center gap-1">
          {actions?.(data)}
          {data.id ? <ReportDialog source={source} reported={data.reported} /> : null}
        </div>
      </header>
      <ConversationThread
        messages={data.messages}
        me={me}
        attachmentUrl={(id) => `${base}/attachments/${id}`}
        emptyText={
          me === 'photographer' ? 'No messages yet. Write the first one.' : `Write to ${data.businessName}.`
        }
      />
      <MessageComposer
        source={source}
        {...(me === 'client' && data.blocked
          ? { disabledReason: 'This photographer is not taking messages from you.' }
          : {})}
      />
    </section>
  );
}
