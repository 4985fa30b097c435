/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** A label and what the visitor typed, e.g. ["Phone", "0803…"]; empty values are left out. */
export type Detail = [label: string, value: string | null | undefined];

/**
 * To the site's contact address when a visitor sends the contact or the demo form. Everything
 * but the labels is what the visitor typed, so it only ever goes in as text (React escapes it).
 */
export function inquiryNoticeEmail(notice: {
  subject: string;
  intro: string;
  details: Detail[];
  message: string;
  name: string;
  email: string;
  inboxUrl: string;
}): EmailContent {
  return {
    subject: notice.subject,
    body: (
      <>
        <Title>{notice.subject}</Title>
        <Paragraph>{notice.intro}</Paragraph>
        {notice.details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Paragraph key={label}>
              {label}: {value}
            </Paragraph>
          ))}
        {notice.message ? <Paragraph>{notice.message}</Paragraph> : null}
        <Action label="Open the Inbox" url={notice.inboxUrl} />
        <Footnote>
          Reply to {notice.name} directly at {notice.email}.
        </Footnote>
      </>
    ),
  };
}
