import type { Conversation, Inbox, Message } from '@shared/messages';
import { MESSAGE_API, type MessageLinkKind } from '@shared/messages-terms';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, retryUnlessNotFound } from '@/lib/api';
import { pageQuery } from '@/lib/page-query';

/**
 * Where a conversation is reached: the photographer's client, the signed-in client's record, or
 * a link the client was sent. Every call and the live stream hang off its base address.
 */
export type ConversationSource =
  | { door: 'photographer'; clientId: string }
  | { door: 'customer'; clientId: string }
  | { door: 'link'; kind: MessageLinkKind; token: string };

export const conversationBase = (source: ConversationSource) =>
  source.door === 'photographer'
    ? MESSAGE_API.ofClient(source.clientId)
    : source.door === 'customer'
      ? MESSAGE_API.mineWith(source.clientId)
      : MESSAGE_API.byLink(source.kind, source.token);

/** Every key starts with 'messages': one invalidation refreshes the inbox, the count and threads. */
export const messagesKeys = {
  all: ['messages'] as const,
  inbox: (q: string, archived: boolean) => ['messages', 'inbox', q, archived] as const,
  conversation: (base: string) => ['messages', 'conversation', base] as const,
};

/** A link's conversation, as the server renders it into the page (the same key the panel reads). */
export const linkConversationQuery = (kind: MessageLinkKind, token: string) =>
  pageQuery<Conversation>(messagesKeys.conversation(MESSAGE_API.byLink(kind, token)), {
    name: 'messages.link',
    kind,
    token,
  });

export function useConversation(source: ConversationSource) {
  const base = conversationBase(source);
  const queryClient = useQueryClient();
  useLiveMessages(`${base}/events`);
  return useQuery({
    queryKey: messagesKeys.conversation(base),
    queryFn: async () => {
      const conversation = await api.get<Conversation>(base);
      // Reading marked the other side's messages as seen: the inbox and its count change.
      void queryClient.invalidateQueries({ queryKey: ['messages', 'inbox'] });
      return conversation;
    },
    retry: retryUnlessNotFound,
  });
}

export function useInbox(q: string, archived: boolean) {
  useLiveMessages(MESSAGE_API.inboxEvents);
  return useQuery({
    queryKey: messagesKeys.inbox(q, archived),
    queryFn: () => {
      const search = new URLSearchParams({ archived: String(archived) });
      if (q.trim()) search.set('q', q.trim());
      return api.get<Inbox>(`${MESSAGE_API.inbox}?${search}`);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The studio navigation's count: unread messages from clients. Read again every minute and
 * whenever the messages change on the page; no stream of its own, so a studio page with no
 * conversation on it keeps no connection open.
 */
export function useUnreadMessages(): number | undefined {
  return useQuery({
    queryKey: messagesKeys.inbox('', false),
    queryFn: () => api.get<Inbox>(`${MESSAGE_API.inbox}?archived=false`),
    select: (inbox) => inbox.unread,
    refetchInterval: 60_000,
  }).data;
}

export const sendText = (source: ConversationSource, body: string) =>
  api.post<{ message: Message }>(`${conversationBase(source)}/messages`, { body });

export const sendFile = (source: ConversationSource, file: File, body: string) => {
  const form = new FormData();
  form.append('body', body);
  form.append('file', file);
  return api.upload<{ message: Message }>(`${conversationBase(source)}/attachment`, form);
};

/**
 * One EventSource per address for the whole page, however many parts use it: each event (a
 * message, a read, a state change; or "read again" after a lost connection) refreshes messages.
 */
const streams = new Map<string, { source: EventSource; users: number }>();

function useLiveMessages(url: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stream = streams.get(url);
    if (!stream) {
      stream = { source: new EventSource(url), users: 0 };
      streams.set(url, stream);
    }
    stream.users++;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    // 'open' too: whatever changed before the stream was listening (or while it reconnected).
    const kinds = ['open', 'message', 'read', 'state', 'resync'];
    for (const kind of kinds) stream.source.addEventListener(kind, refresh);
    const current = stream;
    return () => {
      for (const kind of kinds) current.source.removeEventListener(kind, refresh);
      current.users--;
      if (current.users === 0) {
        current.source.close();
        streams.delete(url);
      }
    };
  }, [url, queryClient]);
}
