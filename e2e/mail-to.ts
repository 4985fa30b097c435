import type { ParsedMail } from 'mailparser';
import type { SmtpCapture } from '../tests/smtp-capture';
import { expect } from './fixtures';

/**
 * The first email to `to` whose subject matches, once it has arrived at the SMTP peer. Emails
 * go out through the job queue, behind other jobs (a signed contract's sealed PDF), and on a
 * loaded CI runner the browser and the server share the same few cores: up to 30 s.
 */
export async function mailTo(smtp: SmtpCapture, to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received.find(
          (m) => JSON.stringify(m.to ?? '').includes(to) && subject.test(m.subject ?? ''),
        );
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
