/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, SiteName } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/**
 * Messages left unread for ten minutes: one email per conversation at most every thirty
 * minutes, quoting the latest and linking straight back to the conversation.
 */
export function unreadMessagesEmail(input: {
  recipientName: string;
  senderName: string;
  count: number;
  latest: string;
  url: string;
}): EmailContent {
  const what = input.count === 1 ? 'a new message' : `${input.count} new messages`;
  const quote = input.latest.length > 300 ? `${input.latest.slice(0, 300)}…` : input.latest;
  return {
    subject: `${input.senderName} sent you ${what}`.slice(0, 200),
    body: (
      <>
        <Greeting name={input.recipientName} />
        <Paragraph>
          {input.senderName} sent you {what} on <SiteName />.
        </Paragraph>
        {quote ? <Paragraph>“{quote}”</Paragraph> : null}
        <Action label="Read and reply" url={input.url} />
        <Footnote>
          You get this email when a message waits unread for ten minutes, at most once every half hour for
          each conversation.
        </Footnote>
      </>
    ),
  };
}
