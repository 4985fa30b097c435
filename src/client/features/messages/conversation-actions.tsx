import type { Conversation } from '@shared/messages';
import { Archive, ArchiveRestore, Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/mutation';
import { conversationBase, messagesKeys } from './message-queries';

/** The photographer's actions on a conversation: archive (or bring back) and block (or unblock). */
export function ConversationActions({
  clientId,
  conversation,
}: {
  clientId: string;
  conversation: Conversation;
}) {
  const base = conversationBase({ door: 'photographer', clientId });
  const confirm = useConfirm();
  const archive = useInvalidatingMutation(
    messagesKeys.all,
    (archived: boolean) => api.post(`${base}/archive`, { archived }),
    (_r, archived) => (archived ? 'Conversation archived' : 'Conversation back in the inbox'),
  );
  const block = useInvalidatingMutation(
    messagesKeys.all,
    (blocked: boolean) => api.post(`${base}/block`, { blocked }),
    (_r, blocked) =>
      blocked ? `${conversation.clientName} is blocked` : `${conversation.clientName} can write again`,
  );
  if (!conversation.id) return null;
  const toggleBlock = async () => {
    if (
      !conversation.blocked &&
      !(await confirm({
        title: 'Block this client?',
        question: `${conversation.clientName} will no longer be able to send you messages. You can unblock them later.`,
        confirmLabel: 'Block',
        destructive: true,
      }))
    )
      return;
    block.mutate(!conversation.blocked);
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => archive.mutate(!conversation.archived)}>
        {conversation.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {conversation.archived ? 'Unarchive' : 'Archive'}
      </Button>
      <Button variant="ghost" size="sm" onClick={toggleBlock}>
        <Ban aria-hidden /> {conversation.blocked ? 'Unblock' : 'Block'}
      </Button>
    </>
  );
}
