/** @jsxRuntime automatic @jsxImportSource react */

import { invitationText } from '../../shared/gallery-sharing.ts';
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** Names come from the gallery and the photographer; React escapes them. */
interface GalleryFacts {
  from: string;
  galleryName: string;
  url: string;
}

/**
 * To each person the photographer shares a gallery with: their message (or ours), the link,
 * and the PIN when the photographer chose to send it (the text the share dialog previews).
 */
export function galleryInvitationEmail(
  f: GalleryFacts & { clientName: string; message: string; codeLine: string },
): EmailContent {
  const text = invitationText(f);
  return {
    subject: text.subject,
    preview: `Your photos from ${f.from} are ready to view.`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>{text.title}</Title>
        {text.paragraphs.map((p) => (
          <Paragraph key={p}>{p}</Paragraph>
        ))}
        <Action label="Open the gallery" url={f.url} />
        <Footnote>This link is for you: anyone you forward it to can open the gallery.</Footnote>
      </>
    ),
  };
}

/** To a client whose favourites were started in another browser: the link continues them here. */
export function gallerySelectionLinkEmail(f: GalleryFacts): EmailContent {
  return {
    subject: `Continue your favourites: ${f.galleryName}`,
    preview: 'Open this link on the device you are using now.',
    body: (
      <>
        <Greeting name="" />
        <Title>Continue your favourites</Title>
        <Paragraph>
          You started choosing favourites in "{f.galleryName}" by {f.from} on another device or browser. Open
          the link below where you want to continue.
        </Paragraph>
        <Action label="Continue my favourites" url={f.url} />
        <Footnote>If you did not ask for this, you can ignore this email.</Footnote>
      </>
    ),
  };
}

/** To the photographer when a client submits a selection. */
export function selectionSubmittedEmail(
  f: GalleryFacts & { client: string; count: number; extras: number },
): EmailContent {
  return {
    subject: `${f.client} submitted ${f.count} favourites in ${f.galleryName}`,
    preview:
      f.extras > 0 ? `${f.extras} beyond the package: the invoice has been sent.` : 'Ready for editing.',
    body: (
      <>
        <Greeting name={f.from} />
        <Title>
          {f.client} chose {f.count} {f.count === 1 ? 'photo' : 'photos'}
        </Title>
        <Paragraph>
          {f.extras > 0
            ? `${f.extras} of them are beyond the package; an invoice for the extras was sent to ${f.client}.`
            : 'The selection is within the package.'}{' '}
          See the selection and export the file names for Lightroom from the gallery.
        </Paragraph>
        <Action label="Open the gallery" url={f.url} />
      </>
    ),
  };
}

/** To the client when the photographer marks the gallery delivered. */
export function galleryDeliveredEmail(f: GalleryFacts): EmailContent {
  return {
    subject: `Your edited photos are ready: ${f.galleryName}`,
    preview: `${f.from} has delivered your gallery.`,
    body: (
      <>
        <Greeting name="" />
        <Title>Your photos are ready</Title>
        <Paragraph>
          {f.from} has delivered your edited photos. Open the gallery to view and download them.
        </Paragraph>
        <Action label="Open the gallery" url={f.url} />
      </>
    ),
  };
}

/** To the client 7 days before the gallery's last day. */
export function galleryExpiringEmail(f: GalleryFacts & { lastDay: string }): EmailContent {
  return {
    subject: `Your gallery closes on ${f.lastDay}: ${f.galleryName}`,
    preview: 'Download your photos before the link closes.',
    body: (
      <>
        <Greeting name="" />
        <Title>Your gallery closes in 7 days</Title>
        <Paragraph>
          "{f.galleryName}" by {f.from} stays open until {f.lastDay}. Download your photos before then, or ask{' '}
          {f.from} to extend it.
        </Paragraph>
        <Action label="Open the gallery" url={f.url} />
      </>
    ),
  };
}

/** To the client's email on their first favourite: the code that proves it is theirs (decision 158). */
export function gallerySelectionCodeEmail(f: GalleryFacts & { code: string; minutes: number }): EmailContent {
  return {
    subject: `${f.code} is your code for ${f.galleryName}`,
    preview: 'Enter it in the gallery to confirm your email.',
    body: (
      <>
        <Greeting name="" />
        <Title>Your code: {f.code}</Title>
        <Paragraph>
          Enter this code in "{f.galleryName}" by {f.from} to confirm your email. Your favourites are kept
          meanwhile; the code is needed to submit them. It works for {f.minutes} minutes.
        </Paragraph>
        <Action label="Open the gallery" url={f.url} />
        <Footnote>If you did not choose favourites in this gallery, you can ignore this email.</Footnote>
      </>
    ),
  };
}

/** To the client when the photographer reopens their submitted selection. */
export function gallerySelectionReopenedEmail(f: GalleryFacts): EmailContent {
  return {
    subject: `You can change your favourites: ${f.galleryName}`,
    preview: `${f.from} reopened your selection.`,
    body: (
      <>
        <Greeting name="" />
        <Title>Your selection is open again</Title>
        <Paragraph>
          {f.from} reopened your favourites in "{f.galleryName}". Change them and submit again when you are
          ready. An unpaid invoice for extra photos is replaced by one for your new selection.
        </Paragraph>
        <Action label="Change my favourites" url={f.url} />
      </>
    ),
  };
}

/** To the photographer when a gallery's PIN or password took too many wrong tries (decision 211). */
export function galleryCodeRetiredEmail(f: {
  galleryName: string;
  tries: number;
  url: string;
}): EmailContent {
  return {
    subject: `Set a new PIN for ${f.galleryName}`,
    preview: `${f.tries} wrong PINs or passwords were tried within an hour.`,
    body: (
      <>
        <Greeting name="" />
        <Title>Someone is guessing the PIN of "{f.galleryName}"</Title>
        <Paragraph>
          {f.tries} wrong PINs or passwords were tried on this gallery within an hour, from different
          addresses. To keep the photos safe, the old code no longer opens the gallery: visitors are asked to
          get a new one from you.
        </Paragraph>
        <Paragraph>Set a new PIN or password in the gallery's settings and send it to your client.</Paragraph>
        <Action label="Open the gallery's settings" url={f.url} />
        <Footnote>People who had already opened the gallery keep their access.</Footnote>
      </>
    ),
  };
}
