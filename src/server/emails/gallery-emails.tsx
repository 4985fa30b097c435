/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** Names come from the gallery and the photographer; React escapes them. */
interface GalleryFacts {
  from: string;
  galleryName: string;
  url: string;
}

/** To the client when the photographer shares a gallery with them. */
export function galleryInvitationEmail(f: GalleryFacts & { clientName: string }): EmailContent {
  return {
    subject: `${f.from} shared a gallery with you: ${f.galleryName}`,
    preview: `Your photos from ${f.from} are ready to view.`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>Your gallery "{f.galleryName}" is ready</Title>
        <Paragraph>
          {f.from} has shared your photos with you. Open the gallery to view them on your phone or computer.
        </Paragraph>
        <Action label="Open the gallery" url={f.url} />
        <Footnote>This link is for you: anyone you forward it to can open the gallery.</Footnote>
      </>
    ),
  };
}
