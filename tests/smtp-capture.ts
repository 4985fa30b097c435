import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  /** SMTP_URL pointing at this server. */
  url: string;
  /** Every email received so far, parsed. */
  received: ParsedMail[];
  /** While set, every message is refused with this reason (a 550 answer), to test failures. */
  refuse(reason: string | null): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port that keeps what it receives, parsed. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  let refusal: string | null = null;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refusal) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(refusal ?? ''), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(reason) {
      refusal = reason;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
