/** @jsxRuntime automatic @jsxImportSource react */
import { Footnote, Greeting, Paragraph, SiteName } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** A photographer's message to one of their clients, written in the Send Email composer. */
export function clientMessageEmail(input: {
  clientName: string;
  subject: string;
  message: string;
  photographerName: string;
  photographerEmail: string;
}): EmailContent {
  return {
    subject: input.subject.slice(0, 200),
    body: (
      <>
        <Greeting name={input.clientName} />
        {input.message.split(/\n{2,}/).map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed message
          <Paragraph key={i}>{paragraph}</Paragraph>
        ))}
        <Paragraph>{input.photographerName}</Paragraph>
        <Footnote>
          {input.photographerName} sent you this message through <SiteName />. Reply to this email to answer
          them at {input.photographerEmail}.
        </Footnote>
      </>
    ),
  };
}
