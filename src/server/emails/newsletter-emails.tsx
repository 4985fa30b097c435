/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

export function newsletterConfirmEmail(confirmUrl: string): EmailContent {
  return {
    subject: 'Confirm your newsletter subscription',
    body: (
      <>
        <Title>One click to confirm</Title>
        <Paragraph>
          Thank you for subscribing to our newsletter: photography tips, business advice for Nigerian
          photographers and platform news, about twice a month.
        </Paragraph>
        <Paragraph>
          Please confirm that this address is yours. Until you do, we will not send you anything else.
        </Paragraph>
        <Action label="Confirm subscription" url={confirmUrl} />
        <Footnote>If you did not subscribe, ignore this email and you will not hear from us again.</Footnote>
      </>
    ),
  };
}

export function newsletterWelcomeEmail(blogUrl: string): EmailContent {
  return {
    subject: 'Welcome to the newsletter',
    body: (
      <>
        <Title>You are subscribed</Title>
        <Paragraph>
          Thank you for confirming. Our next issue will bring you practical tips on shooting, pricing and
          running your photography business, plus news from the platform.
        </Paragraph>
        <Action label="Read the blog" url={blogUrl} />
      </>
    ),
  };
}

/**
 * An issue the admin wrote: plain text where a blank line starts a paragraph (the admin form's
 * contract). It stays text: no markup the admin typed reaches the HTML.
 */
export function newsletterIssueEmail(issue: { subject: string; body: string }): EmailContent {
  const paragraphs = issue.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    subject: issue.subject,
    // Mail apps show this after the subject: the opening words sell the issue better than nothing.
    preview: paragraphs[0]?.slice(0, 140),
    body: (
      <>
        <Title>{issue.subject}</Title>
        {paragraphs.map((p, i) => (
          // The paragraphs never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once
          <Paragraph key={i}>{p}</Paragraph>
        ))}
      </>
    ),
  };
}

/** Every email to a subscriber ends with this: why they get it and the unsubscribe address. */
export function withUnsubscribe(content: EmailContent, unsubscribeUrl: string): EmailContent {
  return {
    ...content,
    body: (
      <>
        {content.body}
        <Footnote>
          You receive this because you subscribed to our newsletter. Unsubscribe at any time: {unsubscribeUrl}
        </Footnote>
      </>
    ),
  };
}
