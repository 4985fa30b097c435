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
  /**
   * While on, a message's bytes are taken but not answered (a stalled server), so the sender's
   * job stays busy with it; off again, each held message is accepted if its sender is still
   * connected, and dropped if the sender died meanwhile (it never heard the answer).
   */
  hold(on: boolean): void;
  /** Messages held right now. */
  readonly holding: number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port that keeps what it receives, parsed. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  let refusal: string | null = null;
  let held: (() => void)[] | undefined;
  const closed = new Set<string>();
  const accept = (raw: Buffer, sessionId: string, callback: (err?: Error) => void) => {
    if (closed.has(sessionId)) return;
    simpleParser(raw)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      if (refusal) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(refusal ?? ''), { responseCode: 550 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (held) held.push(() => accept(raw, session.id, callback));
        else accept(raw, session.id, callback);
      });
    },
  });
  // A sender killed mid-session (the cluster test's SIGKILL) resets its connection: smtp-server
  // reports it as an error event, and the server goes on serving the others.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(reason) {
      refusal = reason;
    },
    hold(on) {
      if (on) {
        held ??= [];
        return;
      }
      const waiting = held ?? [];
      held = undefined;
      for (const release of waiting) release();
    },
    get holding() {
      return held?.length ?? 0;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
