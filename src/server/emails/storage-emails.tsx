/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** To each super admin, once a day while file storage refuses writes (decision 194). */
export function storageFullEmail(facts: { reason: string; since: string; url: string }): EmailContent {
  return {
    subject: ({ siteName }) => `${siteName}: storage is full, uploads are refused`,
    body: (
      <>
        <Title>Storage is full</Title>
        <Paragraph>
          Since {facts.since}, files cannot be stored: uploads, PDFs and calendar files are refused with
          "Storage is full" and nothing is half-saved. {facts.reason}
        </Paragraph>
        <Paragraph>
          Free space on the data disk (or in the bucket, or fix its permissions). Uploads work again at once,
          and this email stops.
        </Paragraph>
        <Action label="Open the admin dashboard" url={facts.url} />
      </>
    ),
  };
}
