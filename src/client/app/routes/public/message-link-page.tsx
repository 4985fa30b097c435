import { MESSAGE_LINK_KINDS, type MessageLinkKind } from '@shared/messages-terms';
import { useParams } from 'react-router';
import { LinkNotFound } from '@/components/layout/link-not-found';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { ConversationPanel } from '@/features/messages/conversation-panel';
import { linkConversationQuery } from '@/features/messages/message-queries';
import type { PageData } from '@/lib/page-query';

const isLinkKind = (kind: string): kind is MessageLinkKind =>
  (MESSAGE_LINK_KINDS as readonly string[]).includes(kind);

/**
 * /messages/<kind>/<token>: a client's conversation with their photographer, reached from a link
 * they were sent (an invoice, a contract, a booking, the unread-message email). No account
 * needed: the link is the access and shows this one conversation only. Rendered on the server
 * with the conversation, so it reads at once on a phone; asked for any kind in the address, as the
 * server answers an unknown one 404 like a wrong token.
 */
export const pageData: PageData = ({ params }) => [
  linkConversationQuery((params.kind ?? '') as MessageLinkKind, params.token ?? ''),
];

export default function MessageLinkPage() {
  const { kind = '', token = '' } = useParams();
  useDocumentTitle('Messages');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-display text-3xl font-bold text-ink">Messages</h1>
      {isLinkKind(kind) ? (
        <ConversationPanel
          source={{ door: 'link', kind, token }}
          title={(c) => `Messages with ${c.businessName}`}
        />
      ) : (
        <LinkNotFound what="Conversation" />
      )}
    </div>
  );
}
