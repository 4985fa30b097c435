/** @jsxRuntime automatic @jsxImportSource react */

import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** To the client of a completed booking or a delivered gallery: rate the photographer. */
export function reviewInvitationEmail(f: {
  clientName: string;
  from: string;
  subject: string;
  url: string;
}): EmailContent {
  return {
    subject: `How was ${f.subject} with ${f.from}?`,
    preview: `Rate ${f.from} from 1 to 5 stars: it takes a minute.`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>How did it go?</Title>
        <Paragraph>
          Thank you for choosing {f.from} for {f.subject}. Rate them from 1 to 5 stars and say a few words:
          your review helps other clients choose, and it shows on {f.from}'s profile with a "Verified client"
          mark.
        </Paragraph>
        <Action label="Leave a review" url={f.url} />
        <Footnote>No account needed. The link is yours: one review per session or gallery.</Footnote>
      </>
    ),
  };
}
