/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Paragraph, SiteName, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** To a listed photographer when a visitor uses the Contact form on their public profile. */
export function photographerContactEmail(input: {
  name: string;
  email: string;
  phone?: string | null;
  eventDate?: string | null;
  message: string;
  businessName: string;
  profileUrl: string;
}): EmailContent {
  const replySubject = `Re: your enquiry to ${input.businessName}`;
  return {
    subject: `New enquiry from ${input.name}`.slice(0, 140),
    body: (
      <>
        <Title>You have a new enquiry</Title>
        <Paragraph>
          {input.name} ({input.email}
          {input.phone ? `, ${input.phone}` : ''}) sent you a message from your <SiteName /> profile.
        </Paragraph>
        {input.eventDate ? <Paragraph>Date they have in mind: {input.eventDate}.</Paragraph> : null}
        <Paragraph>{input.message}</Paragraph>
        <Paragraph>
          Reply to this person at their email address above. <SiteName /> did not share your email address
          with them.
        </Paragraph>
        <Action
          label={`Reply to ${input.name}`.slice(0, 80)}
          url={`mailto:${encodeURIComponent(input.email)}?subject=${encodeURIComponent(replySubject)}`}
        />
        <Footnote>
          You receive this because your profile {input.profileUrl} is listed in the <SiteName /> directory.
        </Footnote>
      </>
    ),
  };
}
