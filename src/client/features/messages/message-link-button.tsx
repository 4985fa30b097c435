import { type MessageLinkKind, messageLinkPage } from '@shared/messages-terms';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** On a page the client reached by a link: "Message <business>", opening that client's conversation. */
export function MessageLinkButton({
  kind,
  token,
  businessName,
}: {
  kind: MessageLinkKind;
  token: string;
  businessName: string;
}) {
  return (
    <Link to={messageLinkPage(kind, token)} className={buttonVariants({ variant: 'outline' })}>
      <MessageSquare aria-hidden /> Message {businessName || 'your photographer'}
    </Link>
  );
}
